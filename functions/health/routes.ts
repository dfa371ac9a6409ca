import { Hono } from "hono";
import type { AppEnv } from "../env.ts";

/** Liveness plus a real round-trip to D1, so a broken binding shows up here first. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const row = await c.env.DB.prepare("SELECT 1 AS ok").first<{ ok: number }>();
  return c.json({ success: true, data: { status: "ok", database: row?.ok === 1 ? "ok" : "unavailable" } });
});
