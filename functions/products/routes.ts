import { Hono } from "hono";
import { productIdSchema } from "../../domain/schemas.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { parseOrThrow } from "../lib/validate.ts";
import { getActiveProduct, listActiveProducts } from "./service.ts";

export const productRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const data = await listActiveProducts(getDb(c.env.DB));
    return c.json({ success: true, data });
  })
  .get("/:id", async (c) => {
    const id = parseOrThrow(productIdSchema, c.req.param("id"));
    const data = await getActiveProduct(getDb(c.env.DB), id);
    return c.json({ success: true, data });
  });
