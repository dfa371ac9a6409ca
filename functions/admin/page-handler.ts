/**
 * The handler every paged admin list has: the route's checked query (filters, search, `page`) goes
 * to the list's service, and the page it reads (`{ data, pagination }`, lib/pagination.ts) is the
 * answer, `{ success: true, data, pagination }`.
 */
import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { z } from "zod";
import { type Db, getDb } from "../db/client.ts";
import type { AuthedEnv } from "../lib/auth.ts";

type QueryOf<R extends RouteConfig> = R["request"] extends { query: infer Q extends z.ZodType }
  ? z.output<Q>
  : never;

/** What the route documents for its 200, less the `success` the handler adds. */
type PageOf<R extends RouteConfig> = R["responses"] extends {
  200: { content: { "application/json": { schema: infer S extends z.ZodType } } };
}
  ? Omit<z.output<S>, "success">
  : never;

/** `export const list = pageHandler<typeof routes.list>(listCoupons)`: the page fits the route's 200. */
export function pageHandler<R extends RouteConfig>(
  readPage: (db: Db, query: QueryOf<R>) => Promise<PageOf<R>>,
): RouteHandler<R, AuthedEnv> {
  const handler = async (c: Context<AuthedEnv>) => {
    const query = (c.req as unknown as { valid(target: "query"): QueryOf<R> }).valid("query");
    const page = await readPage(getDb(c.env.DB), query);
    return c.json({ success: true, ...page }, 200);
  };
  // The checks above (query in, page out) are made against the route's own types; the cast only
  // says so to the library, whose handler type cannot be spelled for a route not yet known.
  return handler as unknown as RouteHandler<R, AuthedEnv>;
}
