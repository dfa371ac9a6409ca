/**
 * Tax invoices issued as orders are paid (decision 020): one per paid order, numbered in the same
 * batch that moves it to Processing, consecutively, whatever the concurrency.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { financialYearShortLabel } from "../../domain/invoicing/financial-year.ts";
import type { InvoiceDocument } from "../../domain/invoicing/document.ts";
import { createOrder, createProduct, createUser, tokenFor, validAddress } from "../test/builders.ts";
import { captureByWebhook, placeOrder } from "../test/payments.ts";

type InvoiceRow = {
  order_id: string;
  serial: number;
  number: string;
  total_paise: number;
  document_json: string;
};

async function invoices(): Promise<InvoiceRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT order_id, serial, number, total_paise, document_json FROM tax_invoices ORDER BY serial",
  ).all<InvoiceRow>();
  return results;
}

/** An unpaid order with its Razorpay order, as checkout leaves it. */
async function unpaidOrder(state = "Maharashtra") {
  const user = await createUser();
  return createOrder({
    user,
    status: "Pending Payment",
    payment: "created",
    provider: "razorpay",
    ship: { state },
  });
}

/** Captures the order's payment and checks it is paid with no invoice; returns its history's note. */
async function paidWithoutInvoice(order: Awaited<ReturnType<typeof unpaidOrder>>) {
  expect((await captureByWebhook(order)).status).toBe(200);
  const row = await env.DB.prepare("SELECT status FROM orders WHERE id = ?").bind(order.id).first();
  expect(row?.status).toBe("Processing");
  expect(await invoices()).toHaveLength(0);
  const history = await env.DB.prepare(
    "SELECT note FROM order_status_history WHERE order_id = ? AND status = 'Processing'",
  )
    .bind(order.id)
    .first<{ note: string }>();
  return history?.note;
}

describe("tax invoices on payment", () => {
  it("50 orders paid at once get 50 consecutive numbers of this financial year, one each", {
    timeout: 60_000,
  }, async () => {
    const orders = await Promise.all(Array.from({ length: 50 }, () => unpaidOrder()));
    const answers = await Promise.all(orders.map((order) => captureByWebhook(order)));
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200));

    const issued = await invoices();
    const year = financialYearShortLabel(Date.now());
    expect(issued.map((row) => row.number)).toEqual(
      Array.from({ length: 50 }, (_, i) => `ASV/${year}/${String(i + 1).padStart(6, "0")}`),
    );
    expect(new Set(issued.map((row) => row.order_id))).toEqual(new Set(orders.map((order) => order.id)));
    for (const row of issued) {
      const document = JSON.parse(row.document_json) as InvoiceDocument;
      expect(document.number).toBe(row.number);
      const order = orders.find((o) => o.id === row.order_id)!;
      expect(document.totals.totalPaise).toBe(order.totalPaise);
      expect(row.total_paise).toBe(order.totalPaise);
    }
  });

  it("a repeated payment report issues no second invoice", async () => {
    const order = await unpaidOrder();
    expect((await captureByWebhook(order)).status).toBe(200);
    expect((await captureByWebhook(order)).status).toBe(200);
    expect(await invoices()).toHaveLength(1);
  });

  it("charges CGST + SGST within Maharashtra (the seller's state) and IGST to another state", async () => {
    const local = await unpaidOrder("Maharashtra");
    const away = await unpaidOrder("Karnataka");
    await captureByWebhook(local);
    await captureByWebhook(away);
    const [first, second] = (await invoices()).map((row) => JSON.parse(row.document_json) as InvoiceDocument);
    const byOrder = new Map([first!, second!].map((doc) => [doc.order.id, doc]));

    const intra = byOrder.get(local.id)!;
    expect(intra.placeOfSupply.name).toBe("Maharashtra");
    expect(intra.supplyType).toBe("intra-state");
    expect(intra.totals.igstPaise).toBe(0);
    expect(intra.totals.cgstPaise).toBeGreaterThan(0);
    expect(intra.totals.sgstPaise - intra.totals.cgstPaise).toBeLessThanOrEqual(1);

    const inter = byOrder.get(away.id)!;
    expect(inter.placeOfSupply.name).toBe("Karnataka");
    expect(inter.supplyType).toBe("inter-state");
    expect(inter.totals.cgstPaise + inter.totals.sgstPaise).toBe(0);
    expect(inter.totals.igstPaise).toBe(intra.totals.cgstPaise + intra.totals.sgstPaise);
    for (const doc of [intra, inter])
      expect(
        doc.totals.taxablePaise + doc.totals.cgstPaise + doc.totals.sgstPaise + doc.totals.igstPaise,
      ).toBe(doc.totals.totalPaise);
  });

  it("an order whose state the engine cannot read is still paid, without an invoice, and says why", async () => {
    const order = await unpaidOrder("Bombay");
    const note = await paidWithoutInvoice(order);
    expect(note).toContain("no tax invoice");
  });

  it("an order the engine finds inconsistent is still paid, without an invoice, and says why", async () => {
    const order = await unpaidOrder();
    // A line sold above its MRP: no invoice may say so, but the captured payment must settle.
    await env.DB.prepare(
      "UPDATE order_lines SET original_price_paise = unit_price_paise - 100 WHERE order_id = ?",
    )
      .bind(order.id)
      .run();
    const note = await paidWithoutInvoice(order);
    expect(note).toContain("no tax invoice: the invoice could not be made");
    expect(note).toContain("sold above its MRP");
  });
});

describe("the order-paid e-mail", () => {
  it("tells the customer where their tax invoice is", async () => {
    const order = await unpaidOrder();
    await captureByWebhook(order);
    const email = await env.DB.prepare("SELECT body_text FROM email_outbox WHERE to_address = ?")
      .bind(order.shipEmail)
      .first<{ body_text: string }>();
    expect(email?.body_text).toContain("tax invoice (PDF)");
    expect(email?.body_text).toContain("/user-orders");
  });
});

describe("checkout", () => {
  it("refuses a delivery state the invoice cannot name, and places nothing", async () => {
    const product = await createProduct();
    const token = await tokenFor(await createUser());
    const res = await placeOrder(token, product.id, 30, {
      deliveryAddress: { ...validAddress, state: "Bombay" },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      "Please enter your state or union territory by its name, e.g. Maharashtra.",
    );
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});
