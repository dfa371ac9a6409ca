/**
 * The monthly GST summary (decision 020), from invoices and credit notes issued the way the shop
 * issues them: orders paid through Razorpay's webhook, one cancelled by an admin.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { InvoiceDocument } from "../../../domain/invoicing/document.ts";
import { gstMonthBounds, previousGstMonth } from "../../../domain/invoicing/gst-summary.ts";
import { indiaDate } from "../../../domain/invoicing/financial-year.ts";
import { createOrder, createProduct, createUser, tokenFor } from "../../test/builders.ts";
import { api } from "../../test/http.ts";
import { captureByWebhook, invoicedOrder } from "../../test/payments.ts";
import { rupeesCell } from "./csv.ts";

function thisMonth() {
  const { year, month } = indiaDate(Date.now());
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The CSV's lines as cells (no cell here needs quoting). */
const cells = (text: string) =>
  text
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));

/** 30 sachets of a product of this MRP, paid by webhook and so invoiced, delivered to `state`. */
async function invoicedSachets(state: string, mrpPaise: number) {
  const order = await createOrder({
    user: await createUser(),
    status: "Pending Payment",
    payment: "created",
    provider: "razorpay",
    ship: { state },
    lines: [{ product: await createProduct({ originalPricePaise: mrpPaise }), quantity: 30 }],
  });
  expect((await captureByWebhook(order)).status).toBe(200);
  const invoice = await env.DB.prepare("SELECT number, document_json FROM tax_invoices WHERE order_id = ?")
    .bind(order.id)
    .first<{ number: string; document_json: string }>();
  return { order, number: invoice!.number, invoice: JSON.parse(invoice!.document_json) as InvoiceDocument };
}

describe("GET /api/admin/gst/summary", () => {
  it("nets the month's invoices against its credit notes by state and rate, with both number ranges", {
    timeout: 30_000,
  }, async () => {
    const admin = await tokenFor(await createUser({ role: "Admin" }));
    const local = await invoicedOrder("Maharashtra");
    const away = await invoicedOrder("Karnataka");
    const cancelledAway = await invoicedOrder("Karnataka");
    const lastMonths = await invoicedOrder("Kerala");
    // Issued last month: counted there, not in this month.
    await env.DB.prepare("UPDATE tax_invoices SET issued_at = ? WHERE order_id = ?")
      .bind(gstMonthBounds(previousGstMonth(Date.now())).startMs, lastMonths.order.id)
      .run();
    const cancelled = await api(`/api/admin/orders/${cancelledAway.order.id}/status`, {
      method: "PUT",
      token: admin,
      json: { status: "Cancelled", note: "Out of stock" },
    });
    expect(cancelled.status).toBe(200);
    const note = await env.DB.prepare("SELECT number FROM credit_notes WHERE order_id = ?")
      .bind(cancelledAway.order.id)
      .first<{ number: string }>();

    const month = thisMonth();
    const res = await api(`/api/admin/gst/summary?month=${month}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="gst-summary-${month}.csv"`);

    const lines = cells(res.text);
    expect(lines[0]).toEqual([
      "Place of supply (state code)",
      "Place of supply",
      "GST rate (%)",
      "Taxable value net of credit notes (INR)",
      "CGST (INR)",
      "SGST/UTGST (INR)",
      "IGST (INR)",
      "Total tax (INR)",
    ]);
    const paiseHeads = (doc: InvoiceDocument) => {
      const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = doc.totals;
      return [taxablePaise, cgstPaise, sgstPaise, igstPaise, cgstPaise + sgstPaise + igstPaise];
    };
    const heads = (doc: InvoiceDocument) => paiseHeads(doc).map(rupeesCell);
    const bothHeads = paiseHeads(local.invoice).map((paise, i) => paise + paiseHeads(away.invoice)[i]!);
    // Karnataka's cancelled order is credited in full in the same month: only `away` is left.
    expect(lines.slice(1, 4)).toEqual([
      ["27", "Maharashtra", "5", ...heads(local.invoice)],
      ["29", "Karnataka", "5", ...heads(away.invoice)],
      ["Total", "", "", ...bothHeads.map(rupeesCell)],
    ]);
    expect(local.invoice.totals.cgstPaise).toBeGreaterThan(0);
    expect(away.invoice.totals.igstPaise).toBeGreaterThan(0);
    expect(lines.slice(4)).toEqual([
      [""],
      ["Documents issued", "From", "To", "Count"],
      ["Tax invoices", local.number, cancelledAway.number, "3"],
      ["Credit notes", note!.number, note!.number, "1"],
    ]);

    const earlier = await api(`/api/admin/gst/summary?month=${previousGstMonth(Date.now())}`, {
      token: admin,
    });
    const earlierLines = cells(earlier.text);
    expect(earlierLines[1]?.slice(0, 4)).toEqual([
      "32",
      "Kerala",
      "5",
      rupeesCell(lastMonths.invoice.totals.taxablePaise),
    ]);
    expect(earlierLines.at(-2)).toEqual(["Tax invoices", lastMonths.number, lastMonths.number, "1"]);
    expect(earlierLines.at(-1)).toEqual(["Credit notes", "", "", "0"]);
  });

  it("gives GSTR-1 tables 12 and 13 as files of their own: the HSN's goods and fees net of credit notes, each series' numbers", {
    timeout: 30_000,
  }, async () => {
    const admin = await tokenFor(await createUser({ role: "Admin" }));
    // 30 × ₹44 (MRP ₹49): taxable ₹1,257.14, CGST ₹31.43, SGST ₹31.43.
    const local = await invoicedSachets("Maharashtra", 49_00);
    // 30 × ₹9 (MRP ₹10), under free delivery: goods taxable ₹257.14, IGST ₹12.86; the ₹50 fee
    // taxable ₹47.62, IGST ₹2.38.
    const away = await invoicedSachets("Karnataka", 10_00);
    expect(away.invoice.lines.map((line) => [line.kind, line.quantity, line.totalPaise])).toEqual([
      ["goods", 30, 270_00],
      ["delivery", null, 50_00],
    ]);
    const cancelledLocal = await invoicedSachets("Maharashtra", 49_00);
    const cancelled = await api(`/api/admin/orders/${cancelledLocal.order.id}/status`, {
      method: "PUT",
      token: admin,
      json: { status: "Cancelled", note: "Out of stock" },
    });
    expect(cancelled.status).toBe(200);
    const note = await env.DB.prepare("SELECT number FROM credit_notes WHERE order_id = ?")
      .bind(cancelledLocal.order.id)
      .first<{ number: string }>();
    const month = thisMonth();

    const hsn = await api(`/api/admin/gst/summary?month=${month}&table=hsn`, { token: admin });
    expect(hsn.status).toBe(200);
    expect(hsn.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(hsn.headers.get("Content-Disposition")).toBe(
      `attachment; filename="gst-hsn-summary-${month}.csv"`,
    );
    expect(cells(hsn.text)).toEqual([
      [
        "HSN",
        "Description",
        "UQC",
        "Total quantity",
        "Total value (INR)",
        "GST rate (%)",
        "Taxable value (INR)",
        "IGST (INR)",
        "CGST (INR)",
        "SGST/UTGST (INR)",
        "Cess (INR)",
      ],
      // 30 + 30 + 30 sachets less the 30 credited back; ₹1,320 + ₹270 + ₹50 (the cancelled ₹1,320 nets out).
      [
        "30049011",
        "Ayurvedic medicaments",
        "NOS",
        "60",
        "1640.00",
        "5",
        "1561.90",
        "15.24",
        "31.43",
        "31.43",
        "0.00",
      ],
    ]);
    // The same documents as the summary by state: table 12 adds up to its Total row.
    const summary = cells((await api(`/api/admin/gst/summary?month=${month}`, { token: admin })).text);
    expect(summary.find((row) => row[0] === "Total")).toEqual([
      "Total",
      "",
      "",
      "1561.90",
      "31.43",
      "31.43",
      "15.24",
      "78.10",
    ]);

    const documents = await api(`/api/admin/gst/summary?month=${month}&table=documents`, { token: admin });
    expect(documents.status).toBe(200);
    expect(documents.headers.get("Content-Disposition")).toBe(
      `attachment; filename="gst-documents-issued-${month}.csv"`,
    );
    // The cancelled order's invoice stays issued (no cancelled documents): its credit note is a document of its own.
    expect(cells(documents.text)).toEqual([
      ["Nature of document", "Sr. No. from", "Sr. No. to", "Total number", "Cancelled", "Net issued"],
      ["Invoices for outward supply", local.number, cancelledLocal.number, "3", "0", "3"],
      ["Credit note", note!.number, note!.number, "1", "0", "1"],
    ]);
    expect([local.number, away.number, cancelledLocal.number].map((n) => n.slice(-6))).toEqual([
      "000001",
      "000002",
      "000003",
    ]);

    const unknown = await api(`/api/admin/gst/summary?month=${month}&table=gstr3b`, { token: admin });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({
      success: false,
      message: "Table must be summary, hsn, documents or lost",
    });
  });

  it("refuses a month that is not YYYY-MM, and a customer", async () => {
    const admin = await tokenFor(await createUser({ role: "Admin" }));
    for (const month of ["2026-13", "2026-4", "April", ""]) {
      const res = await api(`/api/admin/gst/summary?month=${month}`, { token: admin });
      expect(res.status, month).toBe(400);
      expect(res.json).toEqual({ success: false, message: "Month must be YYYY-MM, e.g. 2026-04" });
    }
    expect((await api("/api/admin/gst/summary", { token: admin })).status).toBe(400);
    const customer = await tokenFor(await createUser());
    const refused = await api(`/api/admin/gst/summary?month=${thisMonth()}`, { token: customer });
    expect(refused.status).toBe(403);
  });
});
