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
/** A request an admin makes to a route (with the route's method): its path, its body, its success status. */
type Call = { path: string; json?: unknown; body?: FormData; status: number };

const ok = (path: string, json?: unknown): Call => ({ path, json, status: 200 });
const created = (path: string, json: unknown): Call => ({ path, json, status: 201 });

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

/** The id of a new customer's order (Processing unless `options` say otherwise). */
const orderId = async (options: Omit<Parameters<typeof createOrder>[0], "user"> = {}) =>
  (await createOrder({ user: await createUser(), ...options })).id;
const productId = async (options: Parameters<typeof createProduct>[0] = {}) =>
  (await createProduct(options)).id;

/** For each route: a request an admin should succeed with (making the rows it needs). */
const CASES: Record<string, (admin: Admin) => Promise<Call>> = {
  "GET /api/admin/products": async () => ok("/api/admin/products"),
  "POST /api/admin/products": async () => created("/api/admin/products", productBody),
  "GET /api/admin/products/:id": async () => ok(`/api/admin/products/${await productId()}`),
  "PUT /api/admin/products/:id": async () => ok(`/api/admin/products/${await productId()}`, productBody),
  "DELETE /api/admin/products/:id": async () => ok(`/api/admin/products/${await productId()}`),
  "POST /api/admin/products/:id/restore": async () =>
    ok(`/api/admin/products/${await productId({ status: "archived" })}/restore`),
  "POST /api/admin/images": async () => {
    const form = new FormData();
    form.set("image", new File([pngBytes()], "powder.png", { type: "image/png" }));
    return { path: "/api/admin/images", body: form, status: 201 };
  },
  "GET /api/admin/pages/rebuild": async () => ok("/api/admin/pages/rebuild"),
  "POST /api/admin/pages/rebuild": async () => ok("/api/admin/pages/rebuild"),
  "GET /api/admin/getallorders": async () => ok("/api/admin/getallorders?status=ongoing"),
  "GET /api/admin/orders/export": async () => ok("/api/admin/orders/export"),
  "GET /api/admin/orders/:id": async () => ok(`/api/admin/orders/${await orderId()}`),
  "GET /api/admin/orders/:id/invoice": async () =>
    ok(`/api/admin/orders/${(await invoicedOrder()).order.id}/invoice`),
  "GET /api/admin/orders/:id/credit-note": async (admin) => {
    const { order } = await invoicedOrder();
    const cancelled = await api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      token: await tokenFor(admin),
      json: { status: "Cancelled", note: "" },
    });
    expect(cancelled.status).toBe(200);
    return ok(`/api/admin/orders/${order.id}/credit-note`);
  },
  "PUT /api/admin/orders/:id/status": async () =>
    ok(`/api/admin/orders/${await orderId()}/status`, { status: "Cancelled" }),
  "POST /api/admin/orders/:id/ship": async () =>
    ok(`/api/admin/orders/${await orderId()}/ship`, { courierName: "BlueDart", awb: `BD${Date.now()}` }),
  "POST /api/admin/orders/:id/refund": async () =>
    ok(`/api/admin/orders/${await orderId({ status: "Cancelled", payment: "refunded" })}/refund`),
  "POST /api/admin/orders/:id/outside-refund": async () => {
    // An invoiced order, as a delivered cash-on-delivery order stands.
    const { order } = await invoicedOrder();
    await env.DB.prepare("UPDATE orders SET status = 'Delivered', payment_method = 'cod' WHERE id = ?")
      .bind(order.id)
      .run();
    return ok(`/api/admin/orders/${order.id}/outside-refund`, {
      amount: 10,
      reference: `UPI-${hexId().slice(-8)}`,
      reason: "Goodwill",
    });
  },
  "GET /api/admin/getallusers": async () => ok("/api/admin/getallusers?status=Active&role=User"),
  "PUT /api/admin/users/:id/status": async () =>
    ok(`/api/admin/users/${(await createUser()).id}/status`, { status: "Suspended" }),
  "PUT /api/admin/users/:id/role": async () =>
    ok(`/api/admin/users/${(await createUser()).id}/role`, { role: "Admin" }),
  "GET /api/admin/reviews": async () => ok("/api/admin/reviews?status=all"),
  "POST /api/admin/reviews/:id/approve": async () => {
    const review = await pendingReview();
    return ok(`/api/admin/reviews/${review.id}/approve`, { updatedAt: review.updatedAt });
  },
  "POST /api/admin/reviews/:id/hide": async () =>
    ok(`/api/admin/reviews/${(await pendingReview()).id}/hide`, { reason: "Off topic" }),
  "PUT /api/admin/reviews/:id/reply": async () =>
    ok(`/api/admin/reviews/${(await pendingReview()).id}/reply`, { reply: "Thank you!" }),
  "GET /api/admin/messages": async () => ok("/api/admin/messages"),
  "PUT /api/admin/messages/:id/handled": async () =>
    ok(`/api/admin/messages/${(await createContactMessage()).id}/handled`, { handled: true }),
  "GET /api/admin/emails": async () => ok("/api/admin/emails"),
  "POST /api/admin/emails/:id/resend": async () =>
    ok(`/api/admin/emails/${(await createOutboxEmail({ status: "failed" })).id}/resend`),
  "GET /api/admin/audit": async () => ok("/api/admin/audit"),
  "GET /api/admin/coupons": async () => ok("/api/admin/coupons"),
  "POST /api/admin/coupons": async () => created("/api/admin/coupons", { code: "MATRIX10", ...couponTerms }),
  "PUT /api/admin/coupons/:code": async () =>
    ok(`/api/admin/coupons/${(await createCoupon()).code}`, couponTerms),
  "PUT /api/admin/coupons/:code/status": async () =>
    ok(`/api/admin/coupons/${(await createCoupon()).code}/status`, { active: false }),
  "GET /api/admin/cod/blocklist": async () => ok("/api/admin/cod/blocklist"),
  "POST /api/admin/cod/blocklist": async () =>
    created("/api/admin/cod/blocklist", { kind: "pincode", value: "110001" }),
  "DELETE /api/admin/cod/blocklist/:id": async (admin) => {
    const id = hexId();
    await env.DB.prepare("INSERT INTO cod_blocklist (id, kind, value, created_by) VALUES (?, 'phone', ?, ?)")
      .bind(id, "9876500000", admin.id)
      .run();
    return ok(`/api/admin/cod/blocklist/${id}`);
  },
  "GET /api/admin/cod/collections": async () => ok("/api/admin/cod/collections"),
  "POST /api/admin/cod/remittances": async () => {
    const order = await createOrder({ user: await createUser(), status: "Delivered" });
    await env.DB.prepare(
      "INSERT INTO cod_collections (order_id, amount_paise, awb, collected_at) VALUES (?, 100, ?, 1)",
    )
      .bind(order.id, `AWB${order.id.slice(0, 8)}`)
      .run();
    return ok("/api/admin/cod/remittances", { orderIds: [order.id] });
  },
  "GET /api/admin/gst/summary": async () => ok("/api/admin/gst/summary?month=2026-04"),
  "GET /api/dashboard/stats": async () => ok("/api/dashboard/stats"),
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
      const asAdmin = await api(call.path, {
        method,
        json: call.json,
        body: call.body,
        token: await tokenFor(admin),
      });
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
