/**
 * Everything under `/api/admin`, behind ONE `requireAdmin`: a route added to any of these sub-apps
 * is guarded without having to remember it (and admin.auth.test.ts checks every route anyway).
 */
import { Hono } from "hono";
import { requireAdmin, type AuthedEnv } from "../lib/auth.ts";
import { adminAuditRoutes } from "./audit/routes.ts";
import { adminCouponRoutes } from "./coupons/routes.ts";
import { adminEmailRoutes } from "./emails/routes.ts";
import { adminImageRoutes } from "./images/routes.ts";
import { adminMessageRoutes } from "./messages/routes.ts";
import { adminOrderRoutes } from "./orders/routes.ts";
import { adminProductRoutes } from "./products/routes.ts";
import { adminUserRoutes } from "./users/routes.ts";

export const adminRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .route("/products", adminProductRoutes)
  .route("/images", adminImageRoutes)
  .route("/", adminOrderRoutes)
  .route("/", adminUserRoutes)
  .route("/messages", adminMessageRoutes)
  .route("/emails", adminEmailRoutes)
  .route("/coupons", adminCouponRoutes)
  .route("/audit", adminAuditRoutes);
