/**
 * The auth matrix over EVERY admin and dashboard route, read from the real app's route table: no
 * token is 401, a customer's token 403, an admin's token the route's success status. A route
 * added without a case below fails the first test, so none can be forgotten.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import {
  PACK_DECLARATIONS,
  createContactMessage,
  createCoupon,
  createOrder,
  createOutboxEmail,
  createProduct,
  createUser,
  hexId,
  tokenFor,
} from "../test/builders.ts";
import { api } from "../test/http.ts";
import { pngBytes } from "../test/images.ts";
import { invoicedOrder } from "../test/payments.ts";

type Admin = Awaited<ReturnType<typeof createUser>>;
type Call = { path: string; init?: RequestInit & { json?: unknown }; status: number };

const productBody = {
  name: "Asthiveda Sachets",
  originalPrice: 45,
  stock: 5,
  brand: "Asthiveda",
  ...PACK_DECLARATIONS,
};
const couponTerms = { kind: "percent", value: 10 };
const ANY_ID = "0123456789abcdef01234567";

/** A review written by a delivered order's buyer, waiting for moderation. */
async function pendingReview(): Promise<{ id: string; updatedAt: string }> {
  const user = await createUser();
  const order = await createOrder({ user, status: "Delivered" });
  const res = await api("/api/user/reviews", {
    method: "POST",
    json: { orderLineId: order.lines[0]!.id, rating: 5, title: "Good", text: "Works for me." },
    token: await tokenFor(user),
  });
  return res.json.data;
}

/** For each route: a request an admin should succeed with (making the rows it needs). */
const CASES: Record<string, (admin: Admin) => Promise<Call>> = {
  "GET /api/admin/products": async () => ({ path: "/api/admin/products", status: 200 }),
  "POST /api/admin/products": async () => ({
    path: "/api/admin/products",
    init: { method: "POST", json: productBody },
    status: 201,
  }),
  "GET /api/admin/products/:id": async () => ({
    path: `/api/admin/products/${(await createProduct()).id}`,
    status: 200,
  }),
  "PUT /api/admin/products/:id": async () => ({
    path: `/api/admin/products/${(await createProduct()).id}`,
    init: { method: "PUT", json: productBody },
    status: 200,
  }),
  "DELETE /api/admin/products/:id": async () => ({
    path: `/api/admin/products/${(await createProduct()).id}`,
    init: { method: "DELETE" },
    status: 200,
  }),
  "POST /api/admin/products/:id/restore": async () => ({
    path: `/api/admin/products/${(await createProduct({ status: "archived" })).id}/restore`,
    init: { method: "POST" },
    status: 200,
  }),
  "POST /api/admin/images": async () => {
    const form = new FormData();
    form.set("image", new File([pngBytes()], "powder.png", { type: "image/png" }));
    return { path: "/api/admin/images", init: { method: "POST", body: form }, status: 201 };
  },
  "GET /api/admin/pages/rebuild": async () => ({ path: "/api/admin/pages/rebuild", status: 200 }),
  "POST /api/admin/pages/rebuild": async () => ({
    path: "/api/admin/pages/rebuild",
    init: { method: "POST" },
    status: 200,
  }),
  "GET /api/admin/getallorders": async () => ({
    path: "/api/admin/getallorders?status=ongoing",
    status: 200,
  }),
  "GET /api/admin/orders/export": async () => ({ path: "/api/admin/orders/export", status: 200 }),
  "GET /api/admin/orders/:id": async () => ({
    path: `/api/admin/orders/${(await createOrder({ user: await createUser() })).id}`,
    status: 200,
  }),
  "GET /api/admin/orders/:id/invoice": async () => ({
    path: `/api/admin/orders/${(await invoicedOrder()).order.id}/invoice`,
    status: 200,
  }),
  "GET /api/admin/orders/:id/credit-note": async (admin) => {
    const { order } = await invoicedOrder();
    const cancelled = await api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      token: await tokenFor(admin),
      json: { status: "Cancelled", note: "" },
    });
    expect(cancelled.status).toBe(200);
    return { path: `/api/admin/orders/${order.id}/credit-note`, status: 200 };
  },
  "PUT /api/admin/orders/:id/status": async () => ({
    path: `/api/admin/orders/${(await createOrder({ user: await createUser() })).id}/status`,
    init: { method: "PUT", json: { status: "Cancelled" } },
    status: 200,
  }),
  "POST /api/admin/orders/:id/ship": async () => ({
    path: `/api/admin/orders/${(await createOrder({ user: await createUser() })).id}/ship`,
    init: { method: "POST", json: { courierName: "BlueDart", awb: `BD${Date.now()}` } },
    status: 200,
  }),
  "POST /api/admin/orders/:id/refund": async () => ({
    path: `/api/admin/orders/${(await createOrder({ user: await createUser(), status: "Cancelled", payment: "refunded" })).id}/refund`,
    init: { method: "POST" },
    status: 200,
  }),
  "GET /api/admin/getallusers": async () => ({
    path: "/api/admin/getallusers?status=Active&role=User",
    status: 200,
  }),
  "PUT /api/admin/users/:id/status": async () => ({
    path: `/api/admin/users/${(await createUser()).id}/status`,
    init: { method: "PUT", json: { status: "Suspended" } },
    status: 200,
  }),
  "PUT /api/admin/users/:id/role": async () => ({
    path: `/api/admin/users/${(await createUser()).id}/role`,
    init: { method: "PUT", json: { role: "Admin" } },
    status: 200,
  }),
  "GET /api/admin/reviews": async () => ({ path: "/api/admin/reviews?status=all", status: 200 }),
  "POST /api/admin/reviews/:id/approve": async () => {
    const review = await pendingReview();
    return {
      path: `/api/admin/reviews/${review.id}/approve`,
      init: { method: "POST", json: { updatedAt: review.updatedAt } },
      status: 200,
    };
  },
  "POST /api/admin/reviews/:id/hide": async () => ({
    path: `/api/admin/reviews/${(await pendingReview()).id}/hide`,
    init: { method: "POST", json: { reason: "Off topic" } },
    status: 200,
  }),
  "PUT /api/admin/reviews/:id/reply": async () => ({
    path: `/api/admin/reviews/${(await pendingReview()).id}/reply`,
    init: { method: "PUT", json: { reply: "Thank you!" } },
    status: 200,
  }),
  "GET /api/admin/messages": async () => ({ path: "/api/admin/messages", status: 200 }),
  "PUT /api/admin/messages/:id/handled": async () => ({
    path: `/api/admin/messages/${(await createContactMessage()).id}/handled`,
    init: { method: "PUT", json: { handled: true } },
    status: 200,
  }),
  "GET /api/admin/emails": async () => ({ path: "/api/admin/emails", status: 200 }),
  "POST /api/admin/emails/:id/resend": async () => ({
    path: `/api/admin/emails/${(await createOutboxEmail({ status: "failed" })).id}/resend`,
    init: { method: "POST" },
    status: 200,
  }),
  "GET /api/admin/audit": async () => ({ path: "/api/admin/audit", status: 200 }),
  "GET /api/admin/coupons": async () => ({ path: "/api/admin/coupons", status: 200 }),
  "POST /api/admin/coupons": async () => ({
    path: "/api/admin/coupons",
    init: { method: "POST", json: { code: "MATRIX10", ...couponTerms } },
    status: 201,
  }),
  "PUT /api/admin/coupons/:code": async () => ({
    path: `/api/admin/coupons/${(await createCoupon()).code}`,
    init: { method: "PUT", json: couponTerms },
    status: 200,
  }),
  "PUT /api/admin/coupons/:code/status": async () => ({
    path: `/api/admin/coupons/${(await createCoupon()).code}/status`,
    init: { method: "PUT", json: { active: false } },
    status: 200,
  }),
  "GET /api/admin/cod/blocklist": async () => ({ path: "/api/admin/cod/blocklist", status: 200 }),
  "POST /api/admin/cod/blocklist": async () => ({
    path: "/api/admin/cod/blocklist",
    init: { method: "POST", json: { kind: "pincode", value: "110001" } },
    status: 201,
  }),
  "DELETE /api/admin/cod/blocklist/:id": async (admin) => {
    const id = hexId();
    await env.DB.prepare("INSERT INTO cod_blocklist (id, kind, value, created_by) VALUES (?, 'phone', ?, ?)")
      .bind(id, "9876500000", admin.id)
      .run();
    return { path: `/api/admin/cod/blocklist/${id}`, init: { method: "DELETE" }, status: 200 };
  },
  "GET /api/admin/cod/collections": async () => ({ path: "/api/admin/cod/collections", status: 200 }),
  "POST /api/admin/cod/remittances": async () => {
    const order = await createOrder({ user: await createUser(), status: "Delivered" });
    await env.DB.prepare(
      "INSERT INTO cod_collections (order_id, amount_paise, awb, collected_at) VALUES (?, 100, ?, 1)",
    )
      .bind(order.id, `AWB${order.id.slice(0, 8)}`)
      .run();
    return {
      path: "/api/admin/cod/remittances",
      init: { method: "POST", json: { orderIds: [order.id] } },
      status: 200,
    };
  },
  "GET /api/admin/gst/summary": async () => ({ path: "/api/admin/gst/summary?month=2026-04", status: 200 }),
  "GET /api/dashboard/stats": async () => ({ path: "/api/dashboard/stats", status: 200 }),
};

const guardedRoutes = [
  ...new Set(
    createApp()
      .routes.filter((r) => r.method !== "ALL" && /^\/api\/(admin|dashboard)(\/|$)/.test(r.path))
      .map((r) => `${r.method} ${r.path}`),
  ),
];

/** The route's path with every `:param` filled in, for the calls that never reach the handler. */
const anyPath = (route: string) => route.split(" ")[1]!.replace(/:[a-z]+/gi, ANY_ID);

describe("admin and dashboard routes", () => {
  it("each have an auth-matrix case, and every case is a real route", () => {
    expect(guardedRoutes.length).toBeGreaterThan(15);
    expect(guardedRoutes.filter((r) => !(r in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((r) => !guardedRoutes.includes(r))).toEqual([]);
  });

  it.each(guardedRoutes)(
    "%s: 401 without a token, 403 for a customer, success for an admin",
    async (route) => {
      const method = route.split(" ")[0]!;
      const anonymous = await api(anyPath(route), { method });
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toEqual({ success: false, message: "Please log in to continue." });

      const customer = await createUser();
      const asCustomer = await api(anyPath(route), { method, token: await tokenFor(customer) });
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.json).toEqual({
        success: false,
        message: "Access denied. You do not have admin privileges.",
      });

      const admin = await createUser({ role: "Admin" });
      const call = await CASES[route]!(admin);
      const asAdmin = await api(call.path, { method, ...call.init, token: await tokenFor(admin) });
      expect(asAdmin.status, asAdmin.text).toBe(call.status);
      if (asAdmin.json) expect(asAdmin.json.success).toBe(true);
    },
    // The invoice and credit-note cases draw the process's first PDF: seconds on a loaded machine.
    30_000,
  );

  it("keeps unknown admin paths closed to anonymous callers", async () => {
    expect((await api("/api/admin/nope")).status).toBe(401);
    const admin = await createUser({ role: "Admin" });
    expect((await api("/api/admin/nope", { token: await tokenFor(admin) })).status).toBe(404);
  });
});
