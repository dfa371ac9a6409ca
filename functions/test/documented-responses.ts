/**
 * Holds every real answer of the API tests to the document: when a request hits a documented
 * route, the answer's status must be one the route declares, and its JSON body must match that
 * status's schema with no field the schema leaves out. `api()` (http.ts) runs this on every call,
 * so the existing API tests check shapes without saying so. Routes not yet declared with their
 * schemas (the allow-list in functions/openapi/coverage.test.ts) are not checked.
 */
import type { RouteConfig } from "@hono/zod-openapi";
import type { z } from "zod";
import { createApp } from "../app.ts";

type DocumentedRoute = {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  responses: RouteConfig["responses"];
};

const API_PREFIX = "/api";

function documentedRoutes(): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  for (const definition of createApp().openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const { method, path, responses } = definition.route;
    const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
    routes.push({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${API_PREFIX}${source}$`),
      params: (path.match(/\{/g) ?? []).length,
      responses,
    });
  }
  return routes;
}

let routes: DocumentedRoute[] | undefined;

/** The documented route a request reaches; a literal segment wins over a parameter, as in Hono. */
function routeFor(method: string, pathname: string): DocumentedRoute | undefined {
  routes ??= documentedRoutes();
  return routes
    .filter((route) => route.method === method && route.pattern.test(pathname))
    .sort((a, b) => a.params - b.params)[0];
}

/** The first place where `sent` has a field that `documented` (the schema's parse of it) lacks. */
function undocumentedField(sent: unknown, documented: unknown, at: string): string | undefined {
  if (Array.isArray(sent) && Array.isArray(documented)) {
    for (let i = 0; i < sent.length; i++) {
      const found = undocumentedField(sent[i], documented[i], `${at}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (sent && typeof sent === "object" && documented && typeof documented === "object") {
    for (const [key, value] of Object.entries(sent)) {
      if (!(key in documented)) return `${at}.${key}`;
      const found = undocumentedField(value, (documented as Record<string, unknown>)[key], `${at}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

export function expectDocumentedResponse(
  method: string,
  url: string,
  response: { status: number; headers: Headers; json: unknown },
) {
  const { pathname } = new URL(url);
  const route = routeFor(method.toUpperCase(), pathname);
  if (!route) return;
  const where = `${method.toUpperCase()} ${pathname} (documented as ${route.path}) answered ${response.status}`;
  const declared = route.responses[response.status] ?? route.responses.default;
  if (!declared) throw new Error(`${where}, a status its route does not document`);
  const content = "content" in declared ? declared.content : undefined;
  const json = content?.["application/json"];
  if (!json || !("schema" in json)) return;
  if (!(response.headers.get("Content-Type") ?? "").includes("application/json"))
    throw new Error(`${where} without a JSON body`);
  const result = (json.schema as z.ZodType).safeParse(response.json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `${where} with a body that does not match its schema: ${issue?.path.join(".") || "(body)"}: ${issue?.message}`,
    );
  }
  const extra = undocumentedField(response.json, result.data, "body");
  if (extra) throw new Error(`${where} with a field the schema does not document: ${extra}`);
}
