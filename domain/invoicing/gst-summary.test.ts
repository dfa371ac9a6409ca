import { describe, expect, it } from "vitest";
import { buildCreditNote } from "./credit-note.ts";
import type { TaxDocument } from "./document.ts";
import { gstMonthBounds, gstSummary, newGstTally, previousGstMonth, tallyDocument } from "./gst-summary.ts";
import { buildInvoice } from "./invoice.ts";
import { buildLine, buildOrder, buildSeller } from "./test-data.ts";

const seller = buildSeller(); // Maharashtra
const at = Date.parse("2026-11-22T10:00:00+05:30");

function summaryOf(documents: TaxDocument[]) {
  const tally = newGstTally();
  for (const document of documents) tallyDocument(tally, document);
  return gstSummary(tally);
}

const local = buildInvoice(buildOrder({ deliveryFeePaise: 50_00 }), seller, "ASV/26-27/000012", at);
const karnataka = buildInvoice(
  buildOrder({ state: "Karnataka", lines: [buildLine(), buildLine({ rateBasisPoints: 1200 })] }),
  seller,
  "ASV/26-27/000010",
  at,
);
const karnatakaAgain = buildInvoice(buildOrder({ state: "Karnataka" }), seller, "ASV/26-27/000011", at);

describe("the monthly GST summary", () => {
  it("has a row per place of supply and rate, adding every line of that state at that rate", () => {
    const summary = summaryOf([local, karnataka, karnatakaAgain]);
    expect(summary.rows.map((row) => [row.placeOfSupply.name, row.rateBasisPoints])).toEqual([
      ["Maharashtra", 500],
      ["Karnataka", 500],
      ["Karnataka", 1200],
    ]);
    const [maharashtra, karnataka5, karnataka12] = summary.rows;
    // The delivery fee is taxed at the goods' rate, so it is in the 5 % row.
    expect(maharashtra).toMatchObject({
      taxablePaise: local.totals.taxablePaise,
      cgstPaise: local.totals.cgstPaise,
      sgstPaise: local.totals.sgstPaise,
      igstPaise: 0,
      taxPaise: local.totals.cgstPaise + local.totals.sgstPaise,
    });
    const fivePercent = [karnataka.lines[0]!, karnatakaAgain.lines[0]!];
    expect(karnataka5).toMatchObject({
      taxablePaise: fivePercent[0]!.taxablePaise + fivePercent[1]!.taxablePaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: fivePercent[0]!.igstPaise + fivePercent[1]!.igstPaise,
    });
    expect(karnataka12?.igstPaise).toBe(karnataka.lines[1]!.igstPaise);
    expect(summary.totals.taxablePaise + summary.totals.taxPaise).toBe(
      local.totals.totalPaise + karnataka.totals.totalPaise + karnatakaAgain.totals.totalPaise,
    );
  });

  it("subtracts a credit note in its state and rate row, and gives both number ranges by serial", () => {
    const note = buildCreditNote(karnatakaAgain, {
      number: "ASC/26-27/000003",
      issuedAtMs: at,
      amountPaise: karnatakaAgain.totals.totalPaise,
      reason: "Order cancelled",
      earlierNotes: [],
    });
    const summary = summaryOf([local, karnatakaAgain, note, karnataka]);
    const karnataka5 = summary.rows.find(
      (row) => row.placeOfSupply.code === "29" && row.rateBasisPoints === 500,
    );
    expect(karnataka5?.taxablePaise).toBe(karnataka.lines[0]!.taxablePaise);
    expect(karnataka5?.igstPaise).toBe(karnataka.lines[0]!.igstPaise);
    expect(summary.invoices).toEqual({ first: "ASV/26-27/000010", last: "ASV/26-27/000012", count: 3 });
    expect(summary.creditNotes).toEqual({ first: "ASC/26-27/000003", last: "ASC/26-27/000003", count: 1 });
  });

  it("goes negative where a month's credit notes for earlier sales outweigh its sales", () => {
    const note = buildCreditNote(local, {
      number: "ASC/26-27/000004",
      issuedAtMs: at,
      amountPaise: 1000_00,
      reason: "Refund of a damaged pack",
      earlierNotes: [],
    });
    const summary = summaryOf([note]);
    expect(summary.rows).toHaveLength(1);
    expect(summary.rows[0]!.taxablePaise).toBe(-note.totals.taxablePaise);
    expect(summary.rows[0]!.taxPaise).toBe(-(note.totals.cgstPaise + note.totals.sgstPaise));
    expect(summary.totals.taxablePaise + summary.totals.taxPaise).toBe(-1000_00);
    expect(summary.invoices).toBeNull();
  });

  it("is empty for a month without documents", () => {
    expect(summaryOf([])).toEqual({
      rows: [],
      totals: { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 },
      invoices: null,
      creditNotes: null,
    });
  });
});

describe("GST months", () => {
  it("run from midnight on the 1st to midnight on the next 1st in India", () => {
    expect(gstMonthBounds("2026-04")).toEqual({
      startMs: Date.parse("2026-04-01T00:00:00+05:30"),
      endMs: Date.parse("2026-05-01T00:00:00+05:30"),
    });
    expect(gstMonthBounds("2026-12").endMs).toBe(Date.parse("2027-01-01T00:00:00+05:30"));
    expect(() => gstMonthBounds("2026-13")).toThrow();
  });

  it("default to the month before today in India, across a year's turn", () => {
    expect(previousGstMonth(Date.parse("2026-05-01T00:10:00+05:30"))).toBe("2026-04");
    // Still 30 April in UTC, already May in India.
    expect(previousGstMonth(Date.parse("2026-04-30T19:00:00Z"))).toBe("2026-04");
    expect(previousGstMonth(Date.parse("2027-01-15T12:00:00+05:30"))).toBe("2026-12");
  });
});
