/**
 * The monthly GST summary (decision 020), from invoices and credit notes issued the way the shop
 * issues them: orders paid through Razorpay's webhook, one cancelled by an admin.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { InvoiceDocument } from "../../../domain/invoicing/document.ts";
import { gstMonthBounds, previousGstMonth } from "../../../domain/invoicing/gst-summary.ts";
import { indiaDate } from "../../../domain/invoicing/financial-year.ts";
import { createUser, tokenFor } from "../../test/builders.ts";
import { api } from "../../test/http.ts";
import { invoicedOrder } from "../../test/payments.ts";
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
