import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../env.ts";
import type * as routes from "./health.routes.ts";

export const check: RouteHandler<typeof routes.check, AppEnv> = async (c) => {
  const row = await c.env.DB.prepare("SELECT 1 AS ok").first<{ ok: number }>();
  return c.json(
    { success: true, data: { status: "ok", database: row?.ok === 1 ? "ok" : "unavailable" } } as const,
    200,
  );
};
