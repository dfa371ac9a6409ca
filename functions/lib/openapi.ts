/**
 * How an API route is declared: `createRoute` (from @hono/zod-openapi) with its zod request and
 * response schemas, registered on a router from `createRouter()`. The same declaration validates
 * the request, types the handler and writes the route into the OpenAPI document (GET /api/doc).
 * See docs/decisions/014-the-api-described-once.md for the checklist.
 */
import { createRoute, type Hook, OpenAPIHono, type RouteConfig, type RouteHandler } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { apiErrorSchema } from "../../domain/api/envelope.ts";
import type { AppEnv } from "../env.ts";
import { requireAdmin, requireUser, requireUserToken } from "./auth.ts";
import { badRequest } from "./errors.ts";
import { firstIssueMessage, validJson } from "./validate.ts";
import type { ApiTag } from "../openapi/tags.ts";

/** A failed zod check of params, query or body is a 400 with the first issue's own message. */
// biome-ignore lint/suspicious/noExplicitAny: the hook serves every route, whatever its input and output types.
export const defaultHook: Hook<any, AppEnv, any, any> = (result) => {
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
};

/**
 * A router for one resource. Its `openapi(route, handler)` is the library's, with one difference:
 * a JSON body is read by `validJson`, as every route before the OpenAPI routes did, instead of
 * the library's body validator. That one answers a missing or wrong Content-Type with 415 and
 * malformed JSON with its own English; ours reads the body whatever its declared type and answers
 * "The request body must be valid JSON." (the API tests and the fuzz test pin these answers).
 * The body stays in the route's declaration, so the document and the handler's types still have it.
 */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook });
  const register = router.openapi;
  router.openapi = ((
    route: RouteConfig,
    handler: (c: Context, next: () => Promise<void>) => unknown,
    hook?: unknown,
  ) => {
    const schema = jsonBodySchema(route);
    if (!schema || !route.request) return register(route, handler as never, hook as never);
    const { middleware: _middleware, hide: _hide, ...documented } = route;
    router.openAPIRegistry.registerPath(documented);
    const { body, ...request } = route.request;
    const readBodyThenHandle = async (c: Context, next: () => Promise<void>) => {
      c.req.addValidatedData("json", (await validJson(c, schema)) as object);
      return handler(c, next);
    };
    const handle = body && bodiesReadByHandler.has(body) ? handler : readBodyThenHandle;
    return register({ ...route, request, hide: true }, handle as never, hook as never);
  }) as typeof register;
  return router;
}

function jsonBodySchema(route: RouteConfig): z.ZodType | undefined {
  const content = route.request?.body?.content["application/json"];
  return content && "schema" in content ? (content.schema as z.ZodType) : undefined;
}

/** A required JSON request body. */
export function jsonBody<S extends z.ZodType>(schema: S, description?: string) {
  return { required: true, description, content: { "application/json": { schema } } } as const;
}

/** Bodies declared with `jsonBodyReadByHandler`: documented, but left for the handler to read. */
const bodiesReadByHandler = new WeakSet<object>();

/**
 * A JSON body that is documented (and typed) like `jsonBody` but not read before the handler: the
 * handler reads it itself, so `c.req.valid("json")` holds nothing. For a webhook whose signature
 * covers the exact bytes received (`c.req.text()`; parsed and re-serialised JSON would not match),
 * and for an optional body read leniently (a refresh token a non-browser client may send).
 */
export function jsonBodyReadByHandler<S extends z.ZodType>(
  schema: S,
  options: { required: boolean; description?: string },
) {
  const body = { ...jsonBody(schema, options.description), required: options.required };
  bodiesReadByHandler.add(body);
  return body;
}

/** A JSON response with its schema. */
export function jsonResponse<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * An admin list, one page of it: `GET path` with the list's query (its filters, search and `page`),
 * answering the page (`schema`, described by `page`) or a 400 naming the filter or page number that
 * is not valid. Spread the route's own `summary` and `description` in `text`.
 */
export function pagedList<P extends string, Q extends z.ZodType, S extends z.ZodType>(
  path: P,
  query: Q,
  schema: S,
  text: { summary: string; description: string; page: string },
) {
  const { page, ...documented } = text;
  return {
    method: "get",
    path,
    ...documented,
    request: { query },
    responses: { 200: jsonResponse(schema, page), ...errorResponses({ 400: listQueryRefused }) },
  } as const;
}

/** The 400 of a list (or its export) whose filter or page number is not valid. */
export const listQueryRefused = "A filter or the page number is not valid (the message says which).";

/** A PDF answer (a tax invoice, a credit note). */
export function pdfFileResponse(description: string) {
  return {
    description,
    content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
  } as const;
}

/**
 * A CSV download (RFC 4180, UTF-8): the description of the file, of its `Content-Disposition` (an
 * attachment and its name) and of its rows.
 */
export function csvFileResponse(description: string, disposition: string, rows: string) {
  return {
    description,
    headers: z.object({ "Content-Disposition": z.string().meta({ description: disposition }) }),
    content: { "text/csv": { schema: z.string().meta({ description: rows }) } },
  } as const;
}

/** The refusals a route can answer, each `{ success: false, message }`: `errorResponses({ 404: "No such product" })`. */
export function errorResponses<Status extends RefusalStatus>(descriptions: Record<Status, string>) {
  const responses = {} as Record<Status, ReturnType<typeof jsonResponse<typeof apiErrorSchema>>>;
  for (const [status, description] of Object.entries(descriptions) as [`${Status}`, string][]) {
    responses[Number(status) as Status] = jsonResponse(apiErrorSchema, description);
  }
  return responses;
}

/**
 * The 429 of a rate-limited route: the refusal, and `Retry-After` (lib/rate-limit.ts sets it) saying
 * how many seconds to wait.
 */
export function rateLimitedResponse(description: string) {
  return {
    429: {
      ...jsonResponse(apiErrorSchema, description),
      headers: z.object({
        "Retry-After": z.int().positive().meta({ description: "Seconds to wait before trying again." }),
      }),
    },
  } as const;
}

/** The bearer scheme the document declares; `signedIn`/`adminOnly` refer to it. */
export const BEARER_SCHEME = "bearerAuth";

type Guard = { middleware: MiddlewareHandler[]; security: Record<string, string[]>[] };

/**
 * Spread into `createRoute`: the guard runs before validation, and the document shows the route as
 * needing a bearer token (for admins, with the role the token's user must have). Declare their
 * refusals with `...guardResponses` in `responses`.
 */
export const signedIn = {
  middleware: [requireUser],
  security: [{ [BEARER_SCHEME]: [] }],
} as const satisfies Guard;
/** `signedIn` whose account the handler's first read checks (`requireUserToken`). */
export const signedInCheckedByHandler = {
  middleware: [requireUserToken],
  security: signedIn.security,
} as const satisfies Guard;
export const adminOnly = {
  middleware: [requireAdmin],
  security: [{ [BEARER_SCHEME]: ["Admin"] }],
} as const satisfies Guard;

const signedInRefusals = errorResponses({ 401: "No token, or the session has expired or been revoked." });

export const guardResponses = {
  user: signedInRefusals,
  "user-checked-by-handler": signedInRefusals,
  admin: errorResponses({
    401: "No token, or the session has expired or been revoked.",
    403: "The signed-in user is not an admin.",
  }),
};

/**
 * Who may call a route: anyone, a signed-in user, or an admin. `user-checked-by-handler` is a
 * signed-in user whose account the handler reads in its own first batch (`requireUserToken`).
 */
export type Access = "public" | "user" | "user-checked-by-handler" | "admin";
type GuardedAccess = Exclude<Access, "public">;

const guards = {
  user: signedIn,
  "user-checked-by-handler": signedInCheckedByHandler,
  admin: adminOnly,
} as const satisfies Record<GuardedAccess, Guard>;

/** What a `routes(...)` declaration leaves to the declarer: tags, the guard and its refusals. */
type RouteDeclaration = Omit<RouteConfig, "tags" | "security">;

type GuardResponsesOf<A extends Access> = A extends "public"
  ? unknown
  : (typeof guardResponses)[A & GuardedAccess];

/** A route as `routes(...)` declares it: the config given, with the tags, guard and guard refusals added. */
export type DeclaredRoute<A extends Access, C extends RouteDeclaration> = Omit<C, "responses"> & {
  tags: string[];
  security?: Record<string, string[]>[];
  responses: C["responses"] & GuardResponsesOf<A>;
  getRoutingPath(): string;
};

/** The order routes are declared in, which `routerOf` registers them in (so the document keeps it). */
const declarationOrder = new WeakMap<object, number>();
let declaredSoFar = 0;

/**
 * Declares the routes of one resource with the same access and tag (openapi/tags.ts): `const adminRoute =
 * routes("admin", "Admin orders")`, then `export const list = adminRoute({ method, path, summary,
 * request, responses })`. A guarded route gets the guard's middleware first (then its own, if it
 * has any), the bearer `security` of the document, and the guard's 401/403 answers (where the
 * route describes the same status itself, its own description stands).
 */
export function routes<A extends Access>(access: A, tag: ApiTag) {
  return <const C extends RouteDeclaration>(config: C): DeclaredRoute<A, C> => {
    const guard = access === "public" ? undefined : guards[access as GuardedAccess];
    const route = createRoute({
      ...config,
      tags: [tag],
      ...(guard && {
        middleware: [...guard.middleware, ...[config.middleware ?? []].flat()],
        security: guard.security,
        responses: { ...guardResponses[access as GuardedAccess], ...config.responses },
      }),
    });
    declarationOrder.set(route, declaredSoFar++);
    return route as unknown as DeclaredRoute<A, C>;
  };
}

/** The exports of a `*.routes.ts` module that are routes (it may export a schema or a hook too). */
type RouteNames<R> = { [K in keyof R]: R[K] extends RouteConfig ? K : never }[keyof R];

/**
 * The router of one resource (its `*.index.ts`): each route of `routesModule` with the handler of the
 * same name, in the order the routes were declared. `hooks` replaces the default 400 of a failed
 * check for the routes it names.
 */
export function routerOf<R extends Record<string, unknown>>(
  routesModule: R,
  // biome-ignore lint/suspicious/noExplicitAny: each handler names its own env (what its route's middleware sets); what is checked here is that it serves its route.
  handlers: { [K in RouteNames<R>]: RouteHandler<R[K] & RouteConfig, any> },
  hooks: Partial<Record<RouteNames<R>, typeof defaultHook>> = {},
) {
  const router = createRouter();
  const names = Object.keys(handlers) as RouteNames<R>[];
  const order = (name: RouteNames<R>) => {
    const index = declarationOrder.get(routesModule[name] as object);
    if (index === undefined) throw new Error(`${String(name)} is not a route declared with routes()`);
    return index;
  };
  for (const name of names.sort((a, b) => order(a) - order(b)))
    router.openapi(routesModule[name] as RouteConfig, handlers[name] as never, hooks[name] as never);
  return router;
}
