/** `/api/admin/coupons`: list, create, edit, deactivate and reactivate (never delete: ./service.ts). */
import { z } from "zod";
import {
  adminCouponCodeSchema,
  adminCouponSchema,
  adminCouponTermsSchema,
  couponActiveSchema,
  couponListQuerySchema,
} from "../../../domain/admin-schemas.ts";
import { adminCouponListResponse, adminCouponResponse } from "../../../domain/api/admin-coupons.ts";
import { errorResponses, jsonBody, jsonResponse, pagedList, routes } from "../../lib/openapi.ts";

const adminRoute = routes("admin", "Admin coupons");
const params = z.object({
  code: adminCouponCodeSchema.meta({ description: "The coupon's code, in any case.", example: "DIWALI10" }),
});
const unknownCode = "No coupon has this code.";

export const list = adminRoute(
  pagedList("/admin/coupons", couponListQuerySchema, adminCouponListResponse, {
    summary: "List coupons",
    description: "Newest first; filtered by where each stands, searched by code.",
    page: "One page of coupons.",
  }),
);

export const create = adminRoute({
  method: "post",
  path: "/admin/coupons",
  summary: "Create a coupon",
  request: { body: jsonBody(adminCouponSchema) },
  responses: {
    201: jsonResponse(adminCouponResponse, "The coupon is created (active from `startsAt`)."),
    ...errorResponses({
      400: "The body is not JSON, or a term is missing or invalid (the message says which).",
      409: "A coupon with this code exists already.",
    }),
  },
});

export const update = adminRoute({
  method: "put",
  path: "/admin/coupons/{code}",
  summary: "Change a coupon's terms",
  description:
    "The code cannot change. Once an order has used the coupon its discount (`kind`, `value`) is fixed, and its total uses cannot go below the uses so far.",
  request: { params, body: jsonBody(adminCouponTermsSchema) },
  responses: {
    200: jsonResponse(adminCouponResponse, "The coupon as saved."),
    ...errorResponses({
      400: "The code is malformed, the body is not JSON, or a term is invalid (the message says which).",
      404: unknownCode,
      409: "The change would alter the discount of a coupon on orders, or allow fewer uses than it has had (or an order used it meanwhile); nothing changed.",
    }),
  },
});

export const setStatus = adminRoute({
  method: "put",
  path: "/admin/coupons/{code}/status",
  summary: "Deactivate or reactivate a coupon",
  description: "A deactivated coupon cannot be used from then on; orders that used it keep it.",
  request: { params, body: jsonBody(couponActiveSchema) },
  responses: {
    200: jsonResponse(adminCouponResponse, "The coupon, with its new status."),
    ...errorResponses({
      400: "The code is malformed, or `active` is not true or false.",
      404: unknownCode,
    }),
  },
});
