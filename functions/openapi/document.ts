/**
 * The OpenAPI 3.1 document of the API, generated from the routes' own declarations (createRoute
 * with zod schemas, see lib/openapi.ts), never written by hand.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { BlankSchema } from "hono/types";
import type { AppEnv } from "../env.ts";
import { BEARER_SCHEME } from "../lib/openapi.ts";
import { API_TAGS } from "./tags.ts";
import { ACCESS_TOKEN_TTL_SECONDS } from "../lib/jwt.ts";

export type ApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

/** The app createApp() builds: the API under /api. */
export type ApiApp = OpenAPIHono<AppEnv, BlankSchema, "/api">;

const DESCRIPTION = `The API of the Asthiveda shop, served by the shop itself under \`/api\`.

Every answer is JSON with \`success\`: \`{ "success": true, ... }\` or \`{ "success": false, "message": "..." }\`,
where \`message\` is written for the customer and may be shown as it is. Money is in rupees in the API
(paise inside the shop). A refused request changes nothing.

Signed-in calls send \`Authorization: Bearer <token>\`, the ${ACCESS_TOKEN_TTL_SECONDS / 60}-minute access token that
\`POST /api/auth/login\` answers; \`POST /api/auth/refresh\` renews it from the HttpOnly refresh cookie.`;

/** Declares the bearer scheme that `signedIn` / `adminOnly` routes refer to; once per app. */
export function registerSecurityScheme(app: ApiApp) {
  app.openAPIRegistry.registerComponent("securitySchemes", BEARER_SCHEME, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "The access token from POST /api/auth/login. Admin routes need a token of a user whose role is Admin.",
  });
}

export function apiDocument(app: ApiApp): ApiDocument {
  const document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "Asthiveda shop API", version: "1.0.0", description: DESCRIPTION },
    servers: [{ url: "/", description: "This shop: the API is under /api on the shop's own address." }],
  });
  const used = new Set(operations(document).flatMap(({ operation }) => operation.tags ?? []));
  return { ...document, tags: API_TAGS.filter((tag) => used.has(tag.name)) };
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

type Operation = NonNullable<NonNullable<ApiDocument["paths"]>[string]["get"]>;

/** Every operation of the document with its path and method, in the document's order. */
export function operations(
  document: ApiDocument,
): { path: string; method: (typeof HTTP_METHODS)[number]; operation: Operation }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
  );
}
