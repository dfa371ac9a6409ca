import { Hono } from "hono";
import {
  adminCouponCodeSchema,
  adminCouponSchema,
  adminCouponTermsSchema,
  couponActiveSchema,
  couponListQuerySchema,
} from "../../../domain/admin-schemas.ts";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { parseOrThrow, validJson } from "../../lib/validate.ts";
import { createCoupon, listCoupons, setCouponActive, updateCoupon } from "./service.ts";

/** `/api/admin/coupons`: list, create, edit, deactivate and reactivate (never delete: ./service.ts). */
export const adminCouponRoutes = new Hono<AuthedEnv>()
  .get("/", async (c) => {
    const query = parseOrThrow(couponListQuerySchema, c.req.query());
    return c.json({ success: true, ...(await listCoupons(getDb(c.env.DB), query)) });
  })
  .post("/", async (c) => {
    const input = await validJson(c, adminCouponSchema);
    return c.json({ success: true, data: await createCoupon(getDb(c.env.DB), c.var.user, input) }, 201);
  })
  .put("/:code", async (c) => {
    const code = parseOrThrow(adminCouponCodeSchema, c.req.param("code"));
    const terms = await validJson(c, adminCouponTermsSchema);
    return c.json({ success: true, data: await updateCoupon(getDb(c.env.DB), c.var.user, code, terms) });
  })
  .put("/:code/status", async (c) => {
    const code = parseOrThrow(adminCouponCodeSchema, c.req.param("code"));
    const { active } = await validJson(c, couponActiveSchema);
    return c.json({ success: true, data: await setCouponActive(getDb(c.env.DB), c.var.user, code, active) });
  });
