import { Hono } from "hono";
import { getDb } from "../db/client.ts";
import { requireAdmin, type AuthedEnv } from "../lib/auth.ts";
import { dashboardStats } from "./service.ts";

/** `/api/dashboard` (spec §7), admins only. */
export const dashboardRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .get("/stats", async (c) => c.json({ success: true, data: await dashboardStats(getDb(c.env.DB)) }));
