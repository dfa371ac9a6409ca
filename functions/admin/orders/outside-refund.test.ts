/**
 * "Record refund" of a delivered cash-on-delivery order, paid by UPI or bank transfer outside the
 * shop (decision 058): credited on the invoice once per transfer, told to the customer, and refused
 * where it does not apply.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditRows, customerEmailsAbout, signedInAdmin } from "../../test/admin.ts";
import { asSent, createProduct, customer, outboxFor, validAddress } from "../../test/builders.ts";
import { api } from "../../test/http.ts";
import { placeOrder } from "../../test/payments.ts";
import { readPdf } from "../../test/pdf-text.ts";

/** A customer's COD order of 30 sachets (₹1,320 + ₹40 fee), confirmed with its code, so invoiced. */
async function confirmedCodOrder() {
  const product = await createProduct({ stock: 100 });
  const { token } = await customer();
  const placed = await placeOrder(token, product.id, 30, { paymentMethod: "cod" });
  expect(placed.status, placed.text).toBe(201);
  const id = placed.json.data._id as string;
  const mail = (await outboxFor(validAddress.email)).find((row) => row.body_text.includes(id.slice(0, 8)));
  const code = /confirmation code for order \w+ is (\d{6})/.exec(await asSent(mail!))![1]!;
  const confirmed = await api(`/api/user/orders/${id}/confirm-cod`, {
    method: "POST",
    token,
    json: { code },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { id, token };
}

const delivered = (id: string) =>
  env.DB.prepare("UPDATE orders SET status = 'Delivered' WHERE id = ?").bind(id).run();

const record = (id: string, token: string, json: unknown) =>
  api(`/api/admin/orders/${id}/outside-refund`, { method: "POST", token, json });

describe("POST /api/admin/orders/{id}/outside-refund", { timeout: 30_000 }, () => {
  it("credits a delivered COD order's invoice with the refund, notes it, tells the customer, and the customer downloads the note", async () => {
    const { id, token } = await confirmedCodOrder();
    await delivered(id);
    const { admin, token: adminToken } = await signedInAdmin();
    const res = await record(id, adminToken, {
      amount: "440",
      reference: "UPI/433912345678",
      reason: "10 sachets returned sealed",
    });
    expect(res.status, res.text).toBe(200);
    const [note] = res.json.data.taxDocuments.creditNotes as string[];
    expect(res.json.message).toBe(
      `Refund of ₹440 recorded, credit note ${note} issued, and the customer e-mailed.`,
    );
    expect(res.json.data.history.at(-1)).toMatchObject({
      kind: "note",
      note: "Refund UPI/433912345678 of ₹440 paid by UPI or bank transfer: 10 sachets returned sealed",
    });
    expect((await auditRows(id)).at(-1)).toMatchObject({
      admin_id: admin.id,
      action: "order.outside_refund",
    });
    const [email] = (await customerEmailsAbout(id)).filter((mail) =>
      mail.subject.startsWith("Refund for order"),
    );
    expect(email!.body_text).toContain("We have refunded ₹440 for your order");
    expect(email!.body_text).toContain("reference UPI/433912345678");

    const pdf = await api(`/api/user/orders/${id}/credit-note?number=${encodeURIComponent(note!)}`, {
      token,
    });
    expect(pdf.status).toBe(200);
    const { text } = await readPdf(pdf.bytes);
    expect(text).toContain("Refund UPI/433912345678 paid outside the shop: 10 sachets returned sealed");
  });

  it("records one transfer once, and never more than the invoice has left", async () => {
    const { id } = await confirmedCodOrder();
    await delivered(id);
    const { token } = await signedInAdmin();
    const body = { amount: 100, reference: "NEFT-0001", reason: "Damaged sachets" };
    const twice = await Promise.all([record(id, token, body), record(id, token, body)]);
    expect(twice.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(twice.find((res) => res.status === 409)!.json.message).toMatch(
      /^(A refund with reference NEFT-0001 is recorded already\.|The order's credit notes changed while this was saved)/,
    );
    // The same reference in other letters is the same transfer.
    const again = await record(id, token, { ...body, reference: "neft-0001" });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("A refund with reference NEFT-0001 is recorded already.");
    // ₹1,360 invoiced, ₹100 credited: ₹1,260 left.
    const tooMuch = await record(id, token, { amount: 1260.01, reference: "NEFT-0002", reason: "All of it" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.message).toBe("Only ₹1,260 of this order's invoice is left to refund.");
    expect(
      (await record(id, token, { amount: 1260, reference: "NEFT-0002", reason: "All of it" })).status,
    ).toBe(200);
    const credited = await env.DB.prepare(
      "SELECT SUM(total_paise) AS sum FROM credit_notes WHERE order_id = ?",
    )
      .bind(id)
      .first<{ sum: number }>();
    expect(credited!.sum).toBe(136_000);
  });

  it("is refused for an order not yet delivered, and for an order paid online, changing nothing", async () => {
    const { id } = await confirmedCodOrder();
    const { token } = await signedInAdmin();
    const body = { amount: 100, reference: "UPI-1234", reason: "Goodwill" };
    const early = await record(id, token, body);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(
      "This order is Processing: its cash is collected at delivery, so nothing has been paid to refund. Cancel it instead, which credits its invoice.",
    );
    await env.DB.prepare("UPDATE orders SET status = 'Delivered', payment_method = 'online' WHERE id = ?")
      .bind(id)
      .run();
    expect((await record(id, token, body)).json.message).toMatch(/^Only a cash-on-delivery order's refund/);
    const notes = await env.DB.prepare("SELECT COUNT(*) AS n FROM credit_notes WHERE order_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(notes!.n).toBe(0);
  });

  it("checks every field and is for admins only", async () => {
    const { id, token: customerToken } = await confirmedCodOrder();
    await delivered(id);
    const { token } = await signedInAdmin();
    const valid = { amount: 100, reference: "UPI-1234", reason: "Goodwill" };
    for (const [body, message] of [
      [
        { ...valid, amount: 0 },
        "Enter the amount refunded in rupees, more than ₹0, with at most 2 decimals.",
      ],
      [
        { ...valid, amount: "10.505" },
        "Enter the amount refunded in rupees, more than ₹0, with at most 2 decimals.",
      ],
      [
        { ...valid, reference: "UPI 1234" },
        "Enter the UPI or bank transfer reference: 4–40 letters, digits, dashes or slashes.",
      ],
      [{ ...valid, reason: " " }, "Say why the refund was made, in at most 120 characters."],
    ] as const) {
      const res = await record(id, token, body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await record(id, customerToken, valid)).status).toBe(403);
  });
});
