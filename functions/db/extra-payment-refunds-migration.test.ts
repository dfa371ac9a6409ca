import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { databaseBefore, rowsOfAnyAge } from "../test/database.ts";

describe("migration extra_payment_refunds: the refunds already noted get their rows", () => {
  it("records each noted refund and refusal once, and rewrites the refusal's note for the customer's eyes", async () => {
    await databaseBefore(env.DB, env.TEST_MIGRATIONS, "extra_payment_refunds");
    const entry = env.DB.prepare(
      "INSERT INTO order_status_history (id, order_id, status, kind, note, changed_by, created_at) VALUES (?, ?, 'Cancelled', 'note', ?, NULL, ?)",
    );
    const refused = (paymentId: string) =>
      `Payment ${paymentId} arrived after the order was paid or closed, and refunding it failed: Your account does not have enough balance to carry out the refund operation. Refund it from the Razorpay dashboard.`;
    await env.DB.batch([
      rowsOfAnyAge.user(env.DB, "u1"),
      rowsOfAnyAge.order(env.DB, "o1", "u1", "Cancelled"),
      entry.bind("h1", "o1", "Extra payment pay_A1 refunded (rfnd_1)", 1000),
      entry.bind("h2", "o1", refused("pay_B2"), 2000),
      // Refused first, refunded by a later report: refunded.
      entry.bind("h3", "o1", refused("pay_C3"), 3000),
      entry.bind("h4", "o1", "Extra payment pay_C3 refunded (it had all been refunded already)", 4000),
      entry.bind("h5", "o1", "Out of stock", 5000),
    ]);

    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const rows = await env.DB.prepare(
      "SELECT provider_payment_id, order_id, state, refused_at FROM extra_payment_refunds ORDER BY provider_payment_id",
    ).all();
    expect(rows.results).toEqual([
      { provider_payment_id: "pay_A1", order_id: "o1", state: "refunded", refused_at: null },
      { provider_payment_id: "pay_B2", order_id: "o1", state: "refused", refused_at: 2000 },
      { provider_payment_id: "pay_C3", order_id: "o1", state: "refunded", refused_at: null },
    ]);
    const notes = await env.DB.prepare("SELECT id, note FROM order_status_history ORDER BY created_at").all();
    expect(notes.results).toEqual([
      { id: "h1", note: "Extra payment pay_A1 refunded (rfnd_1)" },
      {
        id: "h2",
        note: "Extra payment pay_B2 could not be refunded automatically; it will be refunded by hand",
      },
      {
        id: "h3",
        note: "Extra payment pay_C3 could not be refunded automatically; it will be refunded by hand",
      },
      { id: "h4", note: "Extra payment pay_C3 refunded (it had all been refunded already)" },
      { id: "h5", note: "Out of stock" },
    ]);
  });
});
