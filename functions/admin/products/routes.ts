import { Hono } from "hono";
import { getDb } from "../../db/client.ts";
import { requireAdmin, type AuthedEnv } from "../../lib/auth.ts";
import { listAllProducts } from "./service.ts";

/** `/api/admin/products`: admins only, enforced here on the server (the page guard is navigation only). */
export const adminProductRoutes = new Hono<AuthedEnv>().use(requireAdmin).get("/", async (c) => {
  const data = await listAllProducts(getDb(c.env.DB));
  return c.json({ success: true, data });
});
