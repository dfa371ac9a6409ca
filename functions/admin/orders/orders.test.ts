import { describe, expect, it } from "vitest";
import { auditRows, customerEmailsAbout, signedInAdmin } from "../../test/admin.ts";
import { createOrder, createProduct, createUser } from "../../test/builders.ts";
import { api } from "../../test/http.ts";
import { stockOf } from "../../test/rows.ts";

const DAY = 24 * 60 * 60 * 1000;
describe("GET /api/admin/getallorders", () => {
  it("lists All by default, newest first, with lines, address, totals and the estimated delivery", async () => {
    const { token } = await signedInAdmin();
    const user = await createUser({ name: "Ravi Shah" });
    const old = await createOrder({ user, status: "Delivered", createdAt: Date.now() - 10 * DAY });
    const recent = await createOrder({ user, status: "Processing" });
    const res = await api("/api/admin/getallorders", { token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((o: any) => o._id)).toEqual([recent.id, old.id]);
    const first = res.json.data[0];
    expect(first).toMatchObject({
      shortId: recent.id.slice(0, 8),
      status: "Processing",
      customer: { name: "Ravi Shah", email: user.email },
      deliveryAddress: { city: "Pune", pincode: "411001" },
      totalAmount: recent.totalPaise / 100,
      deliveryFee: recent.deliveryFeePaise / 100,
      allowedNextStatuses: ["Cancelled"],
      overdue: false,
    });
    expect(first.products[0]).toMatchObject({ quantity: 30, productId: recent.lines[0]!.productId });
    expect(Date.parse(first.estimatedDelivery) - Date.parse(first.orderDate)).toBe(3 * DAY);
  });

  it("filters ongoing (Processing, Shipped, Out for Delivery) and single statuses, and flags overdue ones", async () => {
    const { token } = await signedInAdmin();
    const user = await createUser();
    const statuses = [
      "Pending Payment",
      "Processing",
      "Shipped",
      "Out for Delivery",
      "Delivered",
      "Cancelled",
    ] as const;
    for (const status of statuses) await createOrder({ user, status, createdAt: Date.now() - 4 * DAY });
    const ongoing = await api("/api/admin/getallorders?status=ongoing", { token });
    expect(ongoing.json.data.map((o: any) => o.status).sort()).toEqual([
      "Out for Delivery",
      "Processing",
      "Shipped",
    ]);
    expect(ongoing.json.data.every((o: any) => o.overdue)).toBe(true);
    const shipped = await api("/api/admin/getallorders?status=Shipped", { token });
    expect(shipped.json.data.map((o: any) => o.status)).toEqual(["Shipped"]);
    expect((await api("/api/admin/getallorders?status=All", { token })).json.pagination.total).toBe(6);
    const bad = await api("/api/admin/getallorders?status=Lost", { token });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Unknown order status");
  });

  it("searches by order id prefix, e-mail and phone", async () => {
    const { token } = await signedInAdmin();
    const a = await createOrder({
      user: await createUser(),
      ship: { email: "meena@example.com", mobile: "9000000001" },
    });
    const b = await createOrder({
      user: await createUser(),
      ship: { email: "john@example.com", mobile: "9111111112" },
    });
    const ids = async (q: string) =>
      (await api(`/api/admin/getallorders?q=${encodeURIComponent(q)}`, { token })).json.data.map(
        (o: any) => o._id,
      );
    expect(await ids("MEENA@")).toEqual([a.id]);
    expect(await ids("91111")).toEqual([b.id]);
    expect(await ids(b.id.toUpperCase())).toEqual([b.id]);
    expect(await ids("nobody")).toEqual([]);
  });

  it("pages by 20", async () => {
    const { token } = await signedInAdmin();
    const user = await createUser();
    const product = await createProduct();
    for (let i = 0; i < 21; i += 1)
      await createOrder({ user, lines: [{ product, quantity: 1 }], createdAt: 1_700_000_000_000 + i });
    const page2 = await api("/api/admin/getallorders?page=2", { token });
    expect(page2.json.data).toHaveLength(1);
    expect(page2.json.pagination).toEqual({ page: 2, pageSize: 20, total: 21, totalPages: 2 });
    expect((await api("/api/admin/getallorders?page=0", { token })).status).toBe(400);
  });
});

describe("GET /api/admin/orders/:id", () => {
  it("shows payment ids and the status history with who changed it", async () => {
    const { admin, token } = await signedInAdmin();
    const order = await createOrder({ user: await createUser() });
    await api(`/api/admin/orders/${order.id}/ship`, {
      method: "POST",
      json: { courierName: "BlueDart", awb: "BD123456" },
      token,
    });
    const res = await api(`/api/admin/orders/${order.id}`, { token });
    expect(res.json.data.payment).toMatchObject({
      providerOrderId: `order_${order.id}`,
      providerPaymentId: `pay_${order.id}`,
      status: "captured",
    });
    expect(res.json.data.history.map((h: any) => [h.status, h.by?.name ?? null, h.note])).toEqual([
      ["Processing", null, ""],
      ["Shipped", "Meera Admin", "Sent with BlueDart, AWB BD123456."],
    ]);
    expect(res.json.data.history[1].by.id).toBe(admin.id);
  });

  it("404s for an unknown order and 400s for a malformed id", async () => {
    const { token } = await signedInAdmin();
    expect((await api("/api/admin/orders/0123456789abcdef01234567", { token })).json).toEqual({
      success: false,
      message: "Order not found",
    });
    expect((await api("/api/admin/orders/xyz", { token })).json).toEqual({
      success: false,
      message: "Invalid order ID",
    });
  });
});

describe("PUT /api/admin/orders/:id/status", () => {
  it("walks Processing → (Ship) Shipped → Out for Delivery → Delivered, auditing each step and e-mailing the customer", async () => {
    const { admin, token } = await signedInAdmin();
    const order = await createOrder({ user: await createUser() });
    const short = order.id.slice(0, 8);
    const shipped = await api(`/api/admin/orders/${order.id}/ship`, {
      method: "POST",
      json: { courierName: "BlueDart", awb: "BD123456" },
      token,
    });
    expect(shipped.status, shipped.text).toBe(200);
    for (const [status, note] of [
      ["Out for Delivery", ""],
      ["Delivered", ""],
    ]) {
      const res = await api(`/api/admin/orders/${order.id}/status`, {
        method: "PUT",
        json: { status, note },
        token,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.status).toBe(status);
    }
    const emails = await customerEmailsAbout(order.id);
    expect(emails.map((e) => e.subject)).toEqual([
      `Order ${short} has shipped`,
      `Order ${short} is out for delivery`,
      `Order ${short} was delivered`,
    ]);
    expect(emails[0]!.body_text).toContain("Note from us: Sent with BlueDart, AWB BD123456.");
    expect(emails[0]!.body_text).toContain(`/trackOrder?id=${order.id}`);
    expect(emails[2]!.body_text).toContain("/cancellation-refund-policy");
    // The delivered e-mail asks for a review where the customer writes it: their order history.
    expect(emails[2]!.body_text).toContain(`/history#reviews-${order.id}`);
    const audit = await auditRows(order.id);
    expect(audit.map((r) => [r.admin_id, r.action, r.before.status, r.after.status])).toEqual([
      [admin.id, "order.ship", "Processing", "Shipped"],
      [admin.id, "order.status", "Shipped", "Out for Delivery"],
      [admin.id, "order.status", "Out for Delivery", "Delivered"],
    ]);
  });

  it.each([
    ["Processing", "Delivered"],
    ["Shipped", "Processing"],
    ["Delivered", "Cancelled"],
    ["Cancelled", "Processing"],
    ["Pending Payment", "Shipped"],
    ["Processing", "Shipped"],
    ["Shipped", "Returned to Origin"],
  ] as const)("refuses %s → %s and changes nothing", async (from, to) => {
    const { token } = await signedInAdmin();
    const order = await createOrder({ user: await createUser(), status: from });
    const res = await api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      json: { status: to },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(`An order that is ${from} cannot be changed to ${to}.`);
    expect((await api(`/api/admin/orders/${order.id}`, { token })).json.data.status).toBe(from);
    expect(await auditRows(order.id)).toEqual([]);
    expect(await customerEmailsAbout(order.id)).toEqual([]);
  });

  it("refuses an unknown status", async () => {
    const { token } = await signedInAdmin();
    const order = await createOrder({ user: await createUser() });
    const res = await api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      json: { status: "Lost" },
      token,
    });
    expect(res.json).toEqual({ success: false, message: "Unknown order status" });
  });

  it("cancelling an unpaid order releases its stock without a refund", async () => {
    const { token } = await signedInAdmin();
    const product = await createProduct({ stock: 10 });
    const order = await createOrder({
      user: await createUser(),
      status: "Pending Payment",
      lines: [{ product, quantity: 5 }],
    });
    const res = await api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      json: { status: "Cancelled" },
      token,
    });
    expect(res.json.data.payment).toBeNull();
    expect(await stockOf(product.id)).toBe(15);
    const [cancelled] = await customerEmailsAbout(order.id);
    expect(cancelled?.subject).toBe(`Order ${order.id.slice(0, 8)} was cancelled`);
    expect(cancelled?.body_text).not.toContain("refunded");
    expect((await auditRows(order.id)).map((r) => r.action)).toEqual(["order.status"]);
  });
});

describe("GET /api/admin/orders/export", () => {
  it("exports the filtered orders as CSV, defusing spreadsheet formulas", async () => {
    const { token } = await signedInAdmin();
    const user = await createUser();
    const shipped = await createOrder({
      user,
      status: "Shipped",
      ship: { name: '=HYPERLINK("x")', address: 'Flat 2, "Sea View"' },
    });
    await createOrder({ user, status: "Delivered" });
    const res = await api("/api/admin/orders/export?status=ongoing", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="orders-ongoing-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Order ID,Order date,Status,Customer,E-mail,Phone,/);
    expect(lines[1]).toContain(`${shipped.id},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`"Flat 2, ""Sea View"""`);
    expect(lines[1]).toContain(`pay_${shipped.id}`);
  });
});
