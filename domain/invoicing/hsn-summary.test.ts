import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCreditNote } from "./credit-note.ts";
import type { InvoiceDocument, TaxDocument } from "./document.ts";
import { gstSummary, newGstTally, tallyDocument } from "./gst-summary.ts";
import { hsnSummary, newHsnTally, tallyHsnLines } from "./hsn-summary.ts";
import { buildInvoice } from "./invoice.ts";
import { arbitraryOrder, buildLine, buildOrder, buildSeller } from "./test-data.ts";

const seller = buildSeller(); // Maharashtra
const at = Date.parse("2026-11-22T10:00:00+05:30");
const goods = { hsn: "30049011", description: "Ayurvedic medicaments", unit: "NOS" };

function tablesOf(documents: TaxDocument[]) {
  const tally = newGstTally();
  const hsn = newHsnTally();
  for (const document of documents) {
    tallyDocument(tally, document);
    tallyHsnLines(hsn, document);
  }
  return { summary: gstSummary(tally), hsn: hsnSummary(hsn, goods) };
}

const invoice = (number: string, order: Parameters<typeof buildOrder>[0]) =>
  buildInvoice(buildOrder(order), seller, number, at);

const fullCredit = (of: InvoiceDocument, number: string) =>
  buildCreditNote(of, {
    number,
    issuedAtMs: at,
    amountPaise: of.totals.totalPaise,
    reason: "Order cancelled",
    earlierNotes: [],
  });

// A November: two sales within Maharashtra (each with an odd paisa of tax on its goods), one to
// Karnataka with the delivery fee, one to Karnataka cancelled, and ₹100 refunded on the first.
const pune = invoice("ASV/26-27/000041", {
  lines: [buildLine({ quantity: 31 })], // ₹1,364: taxable 1,299.05, CGST 32.47, SGST 32.48
  codFeePaise: 40_00, // taxable 38.10, CGST 0.95, SGST 0.95
});
const mumbai = invoice("ASV/26-27/000042", {
  lines: [buildLine({ quantity: 32 })], // ₹1,408: taxable 1,340.95, CGST 33.52, SGST 33.53
});
const bengaluru = invoice("ASV/26-27/000040", {
  state: "Karnataka",
  lines: [buildLine({ quantity: 30 })], // ₹1,320: taxable 1,257.14, IGST 62.86
  deliveryFeePaise: 50_00, // taxable 47.62, IGST 2.38
});
const mysuru = invoice("ASV/26-27/000043", { state: "Karnataka" });
const cancelled = fullCredit(mysuru, "ASC/26-27/000005");
// ₹100 of ₹1,370 shared ₹96.35 goods, ₹3.65 fee: taxable 91.76 + 3.48, IGST 4.59 + 0.17. No quantity.
const refund = buildCreditNote(bengaluru, {
  number: "ASC/26-27/000006",
  issuedAtMs: at,
  amountPaise: 100_00,
  reason: "Refund of a damaged pack",
  earlierNotes: [],
});

describe("the HSN-wise summary (GSTR-1 table 12)", () => {
  it("has one row for the shop's HSN and rate: goods and fees, net of the month's credit notes", () => {
    expect(refund.lines.map((line) => line.quantity)).toEqual([null, null]);
    const { hsn } = tablesOf([pune, mumbai, bengaluru, mysuru, cancelled, refund]);
    expect(hsn).toEqual([
      {
        hsn: "30049011",
        description: "Ayurvedic medicaments",
        unit: "NOS",
        rateBasisPoints: 500,
        // 31 + 32 + 30 + 30 sachets, less the 30 the cancellation's note credits; fees count none.
        quantity: 93,
        // ₹1,364 + ₹40 + ₹1,408 + ₹1,320 + ₹50 (+ ₹1,320 − ₹1,320) − ₹100
        totalPaise: 4082_00,
        taxablePaise: 1299_05 + 38_10 + 1340_95 + 1257_14 + 47_62 - (91_76 + 3_48),
        igstPaise: 62_86 + 2_38 - (4_59 + 17),
        cgstPaise: 32_47 + 95 + 33_52,
        sgstPaise: 32_48 + 95 + 33_53,
        cessPaise: 0,
      },
    ]);
  });

  it("gives CGST and SGST exactly as the documents split them, though they differ, and agrees with the summary's total", () => {
    const documents = [pune, mumbai, bengaluru, mysuru, cancelled, refund];
    const { hsn, summary } = tablesOf(documents);
    const [row] = hsn;
    const sumOf = (head: "cgstPaise" | "sgstPaise") =>
      documents.reduce((sum, doc) => sum + (doc.kind === "invoice" ? 1 : -1) * doc.totals[head], 0);
    expect(row?.cgstPaise).toBe(sumOf("cgstPaise"));
    expect(row?.sgstPaise).toBe(sumOf("sgstPaise"));
    // Each odd paisa went to SGST on its line; halving the month's ₹133.90 would say 66.95 each.
    expect(row!.sgstPaise - row!.cgstPaise).toBe(2);
    expect(row).toMatchObject({
      taxablePaise: summary.totals.taxablePaise,
      igstPaise: summary.totals.igstPaise,
      cgstPaise: summary.totals.cgstPaise,
      sgstPaise: summary.totals.sgstPaise,
      totalPaise: summary.totals.taxablePaise + summary.totals.taxPaise,
    });
  });

  it("counts a month of only a part refund for an earlier sale negative, in the goods' unit, with no quantity", () => {
    const { hsn } = tablesOf([refund]);
    expect(hsn).toEqual([
      expect.objectContaining({
        hsn: "30049011",
        unit: "NOS",
        quantity: 0,
        totalPaise: -100_00,
        taxablePaise: -(91_76 + 3_48),
        igstPaise: -(4_59 + 17),
      }),
    ]);
  });

  it("gives another HSN, rate or unit a row of its own, the fees under their principal goods line", () => {
    const mixed = invoice("ASV/26-27/000044", {
      lines: [
        buildLine({ quantity: 30 }),
        buildLine({
          hsn: "30049012",
          unit: "PAC",
          quantity: 2,
          unitPricePaise: 2000_00,
          mrpPerUnitPaise: 2000_00,
        }),
      ],
      deliveryFeePaise: 50_00,
    });
    const rows = tablesOf([mixed]).hsn;
    expect(rows.map((row) => [row.hsn, row.description, row.unit, row.quantity, row.totalPaise])).toEqual([
      ["30049011", "Ayurvedic medicaments", "NOS", 30, 1320_00],
      // The costlier line is the principal supply, so the delivery fee is in its row.
      ["30049012", "", "PAC", 2, 4050_00],
    ]);
  });

  it("adds up to the documents head by head over any month of invoices and cancellations", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbitraryOrder, fc.boolean()), { minLength: 1, maxLength: 6 }),
        (orders) => {
          const sales = orders.map(([order, cancel], i) => {
            const sale = buildInvoice(order, seller, `ASV/26-27/${String(i + 1).padStart(6, "0")}`, at);
            // An invoice of ₹0 has nothing to credit.
            const credited = cancel && sale.totals.totalPaise > 0;
            return {
              sale,
              note: credited ? fullCredit(sale, `ASC/26-27/${String(i + 1).padStart(6, "0")}`) : null,
            };
          });
          const documents: TaxDocument[] = sales.flatMap(({ sale, note }) => (note ? [sale, note] : [sale]));
          const { hsn } = tablesOf(documents);
          const signed = (head: "totalPaise" | "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise") =>
            documents.reduce((sum, doc) => sum + (doc.kind === "invoice" ? 1 : -1) * doc.totals[head], 0);
          for (const head of ["totalPaise", "taxablePaise", "cgstPaise", "sgstPaise", "igstPaise"] as const) {
            expect(hsn.reduce((sum, row) => sum + row[head], 0)).toBe(signed(head));
          }
          // A cancellation's note takes back every line's units, except a line paid nothing for
          // (a coupon took it all): the note has nothing to credit on it, so it has no line for it.
          const kept = sales.flatMap(({ sale, note }) =>
            sale.lines.filter((line) => note === null || line.totalPaise === 0),
          );
          expect(hsn.reduce((sum, row) => sum + row.quantity, 0)).toBe(
            kept.reduce((sum, line) => sum + (line.quantity ?? 0), 0),
          );
        },
      ),
    );
  });
});
