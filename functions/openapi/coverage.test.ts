/**
 * The document describes the whole API: every route registered on createApp() must appear in it
 * with its method and path (Hono's `:id` is OpenAPI's `{id}`).
 */
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { apiDocument, operations } from "./document.ts";
import { DESCRIPTION_PATHS } from "./routes.ts";

/** `METHOD /path` of every route of the app, in OpenAPI's path syntax, middleware left out. */
function appRoutes(): string[] {
  const app = createApp();
  const described = new Set(DESCRIPTION_PATHS.map((path) => `/api${path}`));
  const routes = new Set<string>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" || path.endsWith("*") || described.has(path)) continue;
    routes.add(`${method} ${path.replace(/:([A-Za-z_]\w*)(\{[^}]*\})?/g, "{$1}")}`);
  }
  return [...routes];
}

function documentedRoutes(): string[] {
  return operations(apiDocument(createApp())).map(({ method, path }) => `${method.toUpperCase()} ${path}`);
}

describe("the OpenAPI document covers createApp()", () => {
  it("documents every route of the app", () => {
    const documented = new Set(documentedRoutes());
    const missing = appRoutes().filter((route) => !documented.has(route));
    expect(missing, "routes of createApp() missing from the document: declare them with createRoute").toEqual(
      [],
    );
  });

  it("documents nothing the app does not serve", () => {
    const served = new Set(appRoutes());
    expect(documentedRoutes().filter((route) => !served.has(route))).toEqual([]);
  });
});
