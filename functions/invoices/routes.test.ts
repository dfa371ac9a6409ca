/**
 * The invoice routes: a customer downloads their own order's tax invoice, never another's; an admin
 * any order's; the PDF says what the stored document says, adds up, and is stored once.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createOrder, createUser, tokenFor } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { captureByWebhook } from "../test/payments.ts";
import { paiseOf, readPdf } from "../test/pdf-text.ts";
import { pdfKey } from "./documents.ts";
import { amount } from "./print-format.ts";

async function paidInvoicedOrder(state = "Karnataka") {
  const user = await createUser({ name: "Ananya Sharma" });
  const order = await createOrder({
    user,
    status: "Pending Payment",
    payment: "created",
    provider: "razorpay",
    ship: { state, name: "Ananya Sharma" },
  });
  const paid = await captureByWebhook(order);
  expect(paid.status).toBe(200);
  const invoice = await env.DB.prepare("SELECT id, number FROM tax_invoices WHERE order_id = ?")
    .bind(order.id)
    .first<{ id: string; number: string }>();
  return { user, order, invoice: invoice!, token: await tokenFor(user) };
}

// The first PDF of a test process evaluates pdf-lib and parses the fonts: seconds on a loaded machine.
describe("GET /api/user/orders/{id}/invoice", { timeout: 30_000 }, () => {
  it("gives the customer their invoice as a PDF with every particular, adding up to what they paid", async () => {
    const { order, invoice, token } = await paidInvoicedOrder("Karnataka");
    const res = await api(`/api/user/orders/${order.id}/invoice`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toContain(`${invoice.number.replaceAll("/", "-")}.pdf`);

    const { text } = await readPdf(res.bytes);
    for (const particular of [
      "TAX INVOICE",
      invoice.number,
      "Asthiveda Wellness Pvt. Ltd.",
      "27AAACA0000A1ZY",
      "SPECIMEN",
      "Ananya Sharma",
      "Karnataka",
      "3004",
      "NOS",
      "IGST",
      "Tax is not payable on reverse charge.",
      "Rupees",
    ]) {
      expect(text, particular).toContain(particular);
    }
    expect(text).not.toContain("CGST");
    const totalLine = text.split("\n").find((line) => line.startsWith("Total "))!;
    const amounts = totalLine.split(" ").slice(1).map(paiseOf);
    expect(amounts.at(-1)).toBe(order.totalPaise);
    expect(text).toContain(amount(order.totalPaise));
  });

  it("is stored once: the second download serves the same bytes from R2", async () => {
    const { order, invoice, token } = await paidInvoicedOrder();
    const first = await api(`/api/user/orders/${order.id}/invoice`, { token });
    const stored = await env.DOCUMENTS.get(pdfKey(invoice.id));
    expect(stored).not.toBeNull();
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(first.bytes);
    const second = await api(`/api/user/orders/${order.id}/invoice`, { token });
    expect(second.bytes).toEqual(first.bytes);
  });

  it("answers 404 for another customer's order, and for an order not paid yet", async () => {
    const { order } = await paidInvoicedOrder();
    const stranger = await tokenFor(await createUser());
    const theirs = await api(`/api/user/orders/${order.id}/invoice`, { token: stranger });
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe("Order not found");

    const owner = await createUser();
    const unpaid = await createOrder({ user: owner, status: "Pending Payment", payment: "created" });
    const res = await api(`/api/user/orders/${unpaid.id}/invoice`, { token: await tokenFor(owner) });
    expect(res.status).toBe(404);
    expect(res.json.message).toContain("no tax invoice");
  });

  it("needs a signed-in customer", async () => {
    const { order } = await paidInvoicedOrder();
    expect((await api(`/api/user/orders/${order.id}/invoice`)).status).toBe(401);
  });
});

describe("GET /api/admin/orders/{id}/invoice", { timeout: 30_000 }, () => {
  it("gives an admin any order's invoice, the same PDF the customer gets; customers are refused", async () => {
    const { order, token } = await paidInvoicedOrder();
    const admin = await tokenFor(await createUser({ role: "Admin" }));
    const customers = await api(`/api/user/orders/${order.id}/invoice`, { token });
    const admins = await api(`/api/admin/orders/${order.id}/invoice`, { token: admin });
    expect(admins.status).toBe(200);
    expect(admins.bytes).toEqual(customers.bytes);
    expect((await api(`/api/admin/orders/${order.id}/invoice`, { token })).status).toBe(403);
  });
});

describe("credit notes", { timeout: 30_000 }, () => {
  it("cancelling an invoiced order issues a credit note against its invoice, for all of it", async () => {
    const { order, invoice, token } = await paidInvoicedOrder("Maharashtra");
    const admin = await tokenFor(await createUser({ role: "Admin" }));
    expect((await api(`/api/user/orders/${order.id}/credit-note`, { token })).status).toBe(404);

    const cancelled = await api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      token: admin,
      json: { status: "Cancelled", note: "Out of stock" },
    });
    expect(cancelled.status).toBe(200);
    const note = await env.DB.prepare(
      "SELECT number, total_paise, invoice_id FROM credit_notes WHERE order_id = ?",
    )
      .bind(order.id)
      .first<{ number: string; total_paise: number; invoice_id: string }>();
    expect(note?.number).toMatch(/^ASC\/\d{2}-\d{2}\/000001$/);
    expect(note?.total_paise).toBe(order.totalPaise);
    expect(note?.invoice_id).toBe(invoice.id);

    const res = await api(`/api/user/orders/${order.id}/credit-note`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    const { text } = await readPdf(res.bytes);
    for (const particular of [
      "CREDIT NOTE",
      note!.number,
      invoice.number,
      "CGST",
      "SGST",
      amount(order.totalPaise),
    ])
      expect(text, particular).toContain(particular);
    const admins = await api(`/api/admin/orders/${order.id}/credit-note`, { token: admin });
    expect(admins.bytes).toEqual(res.bytes);
  });

  it("cancelling an unpaid order issues none", async () => {
    const user = await createUser();
    const unpaid = await createOrder({ user, status: "Pending Payment", payment: "created" });
    const admin = await tokenFor(await createUser({ role: "Admin" }));
    const res = await api(`/api/admin/orders/${unpaid.id}/status`, {
      method: "PUT",
      token: admin,
      json: { status: "Cancelled", note: "" },
    });
    expect(res.status).toBe(200);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM credit_notes").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});
