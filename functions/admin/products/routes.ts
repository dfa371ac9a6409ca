import { Hono } from "hono";
import {
  adminProductSchema,
  adminProductUpdateSchema,
  productListQuerySchema,
} from "../../../domain/admin-schemas.ts";
import { productIdSchema } from "../../../domain/schemas.ts";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { parseOrThrow, validJson } from "../../lib/validate.ts";
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  restoreProduct,
  updateProduct,
} from "./service.ts";

/** `/api/admin/products` (spec §7): the catalogue as admins see and change it. */
export const adminProductRoutes = new Hono<AuthedEnv>()
  .get("/", async (c) => {
    const query = parseOrThrow(productListQuerySchema, c.req.query());
    return c.json({ success: true, ...(await listProducts(getDb(c.env.DB), query)) });
  })
  .post("/", async (c) => {
    const input = await validJson(c, adminProductSchema);
    return c.json({ success: true, data: await createProduct(getDb(c.env.DB), c.var.user, input) }, 201);
  })
  .get("/:id", async (c) => {
    const id = parseOrThrow(productIdSchema, c.req.param("id"));
    return c.json({ success: true, data: await getProduct(getDb(c.env.DB), id) });
  })
  .put("/:id", async (c) => {
    const id = parseOrThrow(productIdSchema, c.req.param("id"));
    const input = await validJson(c, adminProductUpdateSchema);
    return c.json({ success: true, data: await updateProduct(getDb(c.env.DB), c.var.user, id, input) });
  })
  .delete("/:id", async (c) => {
    const id = parseOrThrow(productIdSchema, c.req.param("id"));
    return c.json({ success: true, ...(await deleteProduct(getDb(c.env.DB), c.var.user, id)) });
  })
  .post("/:id/restore", async (c) => {
    const id = parseOrThrow(productIdSchema, c.req.param("id"));
    return c.json({ success: true, data: await restoreProduct(getDb(c.env.DB), c.var.user, id) });
  });
