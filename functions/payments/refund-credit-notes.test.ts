/**
 * A refund made in Razorpay's dashboard (often a part of the order: a damaged sachet, a goodwill
 * gesture) is credited on the order's tax invoice: a credit note for the amount refunded, once per
 * refund, and never more in all than the invoice (a later cancellation credits only what is left).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditRows, customerEmailsAbout, signedInAdmin } from "../test/admin.ts";
import { createProduct, createUser, tokenFor } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { deliverWebhook, fakeRazorpay, paidOrder, refundProcessedEvent } from "../test/payments.ts";
import { readPdf } from "../test/pdf-text.ts";
import { amount } from "../invoices/print-format.ts";

type Paid = Awaited<ReturnType<typeof paidOrder>>;

async function paidInvoicedOrder() {
  const token = await tokenFor(await createUser());
  const paid = await paidOrder(token, (await createProduct({ stock: 100 })).id);
  return { ...paid, token };
}

const refundProcessed = (paid: Paid, refundId: string, amountPaise: number, refundedInAll = amountPaise) =>
  refundProcessedEvent(
    { id: refundId, amount: amountPaise },
    { ...paid.payment, amount_refunded: refundedInAll },
  );

async function creditNotesOf(orderId: string) {
  const { results } = await env.DB.prepare(
    "SELECT c.number, c.total_paise, c.provider_refund_id, i.number AS invoice_number, i.total_paise AS invoice_total FROM credit_notes c JOIN tax_invoices i ON i.id = c.invoice_id WHERE c.order_id = ? ORDER BY c.serial",
  )
    .bind(orderId)
    .all<{
      number: string;
      total_paise: number;
      provider_refund_id: string | null;
      invoice_number: string;
      invoice_total: number;
    }>();
  return results;
}

describe("refunds made in Razorpay's dashboard", { timeout: 30_000 }, () => {
  it("issue a credit note for the amount refunded, which the customer downloads", async () => {
    const paid = await paidInvoicedOrder();
    expect((await deliverWebhook(refundProcessed(paid, "rfnd_part1", 5000))).status).toBe(200);
    const [note] = await creditNotesOf(paid.orderId);
    expect(note).toMatchObject({ total_paise: 5000, provider_refund_id: "rfnd_part1" });

    const pdf = await api(`/api/user/orders/${paid.orderId}/credit-note`, { token: paid.token });
    expect(pdf.status).toBe(200);
    const { text } = await readPdf(pdf.bytes);
    expect(text).toContain(note!.number);
    expect(text).toContain(note!.invoice_number);
    expect(text).toContain("Refund rfnd_part1 made through Razorpay");
    expect(text).toContain(amount(5000));
  });

  it("take what they refunded off the dashboard's revenue and the customer's reward points", async () => {
    const paid = await paidInvoicedOrder();
    const { token: admin } = await signedInAdmin();
    const revenueToday = async () =>
      ((await api("/api/dashboard/stats", { token: admin })).json.data.daily as { revenue: number }[]).at(-1)!
        .revenue;
    const points = async () => (await api("/api/user/rewards", { token: paid.token })).json.data.points;
    const before = { revenue: await revenueToday(), points: await points() };
    // 30 sachets at ₹44: ₹1,320 of goods, 13 points.
    expect(before.points).toBe(13);

    expect((await deliverWebhook(refundProcessed(paid, "rfnd_part2", 50_000))).status).toBe(200);
    expect(await revenueToday()).toBe(before.revenue - 500);
    // ₹820 of goods paid for now: 8 points.
    expect(await points()).toBe(8);
  });

  it("are named on the order's answers while the order goes on, each served by its number, the latest by default", async () => {
    const paid = await paidInvoicedOrder();
    await deliverWebhook(refundProcessed(paid, "rfnd_first", 3000));
    await deliverWebhook(refundProcessed(paid, "rfnd_second", 2000, 5000));
    const notes = await creditNotesOf(paid.orderId);
    expect(notes).toHaveLength(2);
    const [first, second] = notes.map((note) => note.number) as [string, string];
    const named = { invoice: notes[0]!.invoice_number, creditNote: second, creditNotes: [first, second] };

    const listed = (await api("/api/user/getorders", { token: paid.token })).json.data as {
      _id: string;
      taxDocuments: unknown;
    }[];
    expect(listed.find((order) => order._id === paid.orderId)!.taxDocuments).toEqual(named);
    const detail = (await api(`/api/user/orders/${paid.orderId}`, { token: paid.token })).json.data;
    expect(detail).toMatchObject({ status: "Processing", taxDocuments: named });
    const { token } = await signedInAdmin();
    expect((await api(`/api/admin/orders/${paid.orderId}`, { token })).json.data.taxDocuments).toEqual(named);

    const pdf = await api(`/api/user/orders/${paid.orderId}/credit-note`, { token: paid.token });
    expect((await readPdf(pdf.bytes)).text).toContain(second);
    const byNumber = (number: string, as = paid.token, route = "user") =>
      api(`/api/${route}/orders/${paid.orderId}/credit-note?number=${encodeURIComponent(number)}`, {
        token: as,
      });
    const earlier = await byNumber(first);
    expect(earlier.status).toBe(200);
    expect((await readPdf(earlier.bytes)).text).toContain("Refund rfnd_first made through Razorpay");
    expect((await readPdf(earlier.bytes)).text).not.toContain(second);
    const asAdmin = await byNumber(first, token, "admin");
    expect(asAdmin.status).toBe(200);
    expect((await readPdf(asAdmin.bytes)).text).toContain(first);

    // Another order's note, or a number no note has, is not this order's; a malformed one is refused.
    const other = await paidInvoicedOrder();
    await deliverWebhook(refundProcessed(other, "rfnd_other", 1000));
    const [othersNote] = await creditNotesOf(other.orderId);
    const notOurs = await byNumber(othersNote!.number);
    expect(notOurs.status).toBe(404);
    expect(notOurs.json.message).toBe(`This order has no credit note ${othersNote!.number}.`);
    const malformed = await byNumber("ASC-26-27-000001");
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe("The credit note's number must be written like ASC/26-27/000007.");
  });

  it("credit each refund once, however often and however concurrently its webhook is delivered", async () => {
    const paid = await paidInvoicedOrder();
    const answers = await Promise.all(
      [1, 2, 3].map(() => deliverWebhook(refundProcessed(paid, "rfnd_again", 4000))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await creditNotesOf(paid.orderId)).map((note) => note.total_paise)).toEqual([4000]);
  });

  it("never credit more than the invoice: a cancellation afterwards credits only what is left", async () => {
    const paid = await paidInvoicedOrder();
    await deliverWebhook(refundProcessed(paid, "rfnd_a", 3000));
    await deliverWebhook(refundProcessed(paid, "rfnd_b", 2000, 5000));
    const { token } = await signedInAdmin();
    const cancelled = await api(`/api/admin/orders/${paid.orderId}/status`, {
      method: "PUT",
      token,
      json: { status: "Cancelled", note: "" },
    });
    expect(cancelled.status).toBe(200);
    const notes = await creditNotesOf(paid.orderId);
    expect(notes.map((note) => note.provider_refund_id)).toEqual(["rfnd_a", "rfnd_b", null]);
    expect(notes.reduce((sum, note) => sum + note.total_paise, 0)).toBe(notes[0]!.invoice_total);
    expect(notes[2]!.total_paise).toBe(notes[0]!.invoice_total - 5000);
  });

  it("leave the cancellation's refund, its e-mail and its audit entry at what was left of the payment", async () => {
    const paid = await paidInvoicedOrder();
    const part = await fakeRazorpay.refundInDashboard(paid.payment.id, 50_000);
    await deliverWebhook(refundProcessed(paid, part.id, 50_000));
    const { token } = await signedInAdmin();
    const cancelled = await api(`/api/admin/orders/${paid.orderId}/status`, {
      method: "PUT",
      token,
      json: { status: "Cancelled", note: "" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    // ₹1,320 paid, ₹500 of it refunded from the dashboard: the cancel refunds ₹820.
    const refunds = await fakeRazorpay.refundsFor(paid.payment.id);
    expect(refunds.map((refund: { amount: number }) => refund.amount)).toEqual([50_000, 82_000]);
    const [cancelMail] = (await customerEmailsAbout(paid.orderId)).filter((mail) =>
      mail.subject.includes("was cancelled"),
    );
    expect(cancelMail?.body_text).toContain("We have refunded ₹820 to the way you paid.");
    const [audit] = (await auditRows(paid.orderId)).filter((row) => row.action === "order.refund");
    expect(audit?.after).toMatchObject({ paymentStatus: "refunded", amount: 820 });
  });

  it("add nothing for the refund of a cancellation, which already credited everything", async () => {
    const paid = await paidInvoicedOrder();
    const { token } = await signedInAdmin();
    await api(`/api/admin/orders/${paid.orderId}/status`, {
      method: "PUT",
      token,
      json: { status: "Cancelled", note: "" },
    });
    const [full] = await creditNotesOf(paid.orderId);
    const { refund_id: refundId } = (await env.DB.prepare("SELECT refund_id FROM payments WHERE order_id = ?")
      .bind(paid.orderId)
      .first<{ refund_id: string }>())!;
    expect((await deliverWebhook(refundProcessed(paid, refundId, paid.amountPaise))).status).toBe(200);
    expect(await creditNotesOf(paid.orderId)).toEqual([full]);
  });
});
