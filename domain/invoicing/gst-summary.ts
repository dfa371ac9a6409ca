/**
 * The monthly GST summary admins file from (decision 020): the month's tax invoices netted against
 * the credit notes issued in the same month, one row per place of supply and GST rate, and the
 * month's invoice and credit-note number ranges (GSTR-1 table 13, "documents issued").
 *
 * Every sale is to a consumer without a GSTIN (B2C), which GSTR-1 reports by place of supply and
 * rate net of credit notes (table 7), so a credit note is subtracted in its own state and rate
 * row, in the month it was issued, whatever the month of its invoice. A row can therefore be
 * negative: a month whose credit notes for earlier sales outweigh its own sales.
 *
 * A month is a calendar month by the clock in India, as document dates are.
 */
import { parseDocumentNumber } from "./document-number.ts";
import type { TaxDocument } from "./document.ts";
import { IST_OFFSET_MS } from "../shop-time.ts";
import { indiaDate } from "./financial-year.ts";
import type { IndianState } from "./states.ts";

/**
 * The monthly download's tables, each a CSV of its own: the summary by place of supply and rate
 * (the default, the only one before the others), the HSN summary (GSTR-1 table 12, hsn-summary.ts),
 * the documents issued (table 13, documents-issued.ts) and the goods lost in transit (for the input
 * tax credit to reverse in GSTR-3B, lost-goods.ts).
 */
export const GST_TABLES = ["summary", "hsn", "documents", "lost"] as const;
export type GstTable = (typeof GST_TABLES)[number];

/** Each table's file name before "-2026-04.csv". */
export const GST_TABLE_FILE_NAMES: Record<GstTable, string> = {
  summary: "gst-summary",
  hsn: "gst-hsn-summary",
  documents: "gst-documents-issued",
  lost: "goods-lost-in-transit",
};

/** "2026-04": a calendar month in India. */
export const GST_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The instants a month spans in India: from its first millisecond up to, not including, `endMs`. */
export function gstMonthBounds(month: string): { startMs: number; endMs: number } {
  const match = GST_MONTH_PATTERN.exec(month);
  if (!match) throw new Error(`"${month}" is not a month (YYYY-MM)`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    startMs: Date.UTC(year, index, 1) - IST_OFFSET_MS,
    endMs: Date.UTC(year, index + 1, 1) - IST_OFFSET_MS,
  };
}

/** The month before the one containing this instant, in India: what a summary is usually wanted for. */
export function previousGstMonth(instantMs: number): string {
  const { year, month } = indiaDate(instantMs);
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return `${previous.year}-${String(previous.month).padStart(2, "0")}`;
}

/** Net paise of one place of supply at one rate: invoices less credit notes. */
export type GstSummaryRow = {
  placeOfSupply: Pick<IndianState, "code" | "name">;
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  /** SGST, or UTGST where the seller is in a union territory without a legislature. */
  sgstPaise: number;
  igstPaise: number;
  /** CGST + SGST/UTGST + IGST. */
  taxPaise: number;
};

/** A series' documents of the month, by serial: null when none was issued. */
export type DocumentRange = { first: string; last: string; count: number } | null;

export type GstSummary = {
  /** By state code, then rate. */
  rows: GstSummaryRow[];
  totals: Omit<GstSummaryRow, "placeOfSupply" | "rateBasisPoints">;
  invoices: DocumentRange;
  creditNotes: DocumentRange;
};

/** The running sums while a month's documents are read (they may come a page at a time). */
export type GstTally = {
  rows: Map<string, GstSummaryRow>;
  invoiceNumbers: string[];
  creditNoteNumbers: string[];
};

export function newGstTally(): GstTally {
  return { rows: new Map(), invoiceNumbers: [], creditNoteNumbers: [] };
}

/** Adds one document: an invoice's lines count up, a credit note's count down. */
export function tallyDocument(tally: GstTally, document: TaxDocument) {
  const sign = document.kind === "invoice" ? 1 : -1;
  (document.kind === "invoice" ? tally.invoiceNumbers : tally.creditNoteNumbers).push(document.number);
  const { code, name } = document.placeOfSupply;
  for (const line of document.lines) {
    const key = `${code}/${line.rateBasisPoints}`;
    const row = tally.rows.get(key) ?? {
      placeOfSupply: { code, name },
      rateBasisPoints: line.rateBasisPoints,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      taxPaise: 0,
    };
    row.taxablePaise += sign * line.taxablePaise;
    row.cgstPaise += sign * line.cgstPaise;
    row.sgstPaise += sign * line.sgstPaise;
    row.igstPaise += sign * line.igstPaise;
    row.taxPaise += sign * (line.cgstPaise + line.sgstPaise + line.igstPaise);
    tally.rows.set(key, row);
  }
}

function serialOf(number: string): number {
  const parsed = parseDocumentNumber(number);
  if (!parsed) throw new Error(`"${number}" is not a document number`);
  return parsed.serial;
}

/**
 * First and last by serial. A month lies inside one financial year (they start in April), so
 * a series' serials in it are comparable.
 */
function rangeOf(numbers: readonly string[]): DocumentRange {
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => serialOf(a) - serialOf(b));
  return { first: sorted[0] as string, last: sorted[sorted.length - 1] as string, count: sorted.length };
}

export function gstSummary(tally: GstTally): GstSummary {
  const rows = [...tally.rows.values()].sort(
    (a, b) =>
      a.placeOfSupply.code.localeCompare(b.placeOfSupply.code) || a.rateBasisPoints - b.rateBasisPoints,
  );
  const totals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 };
  for (const row of rows) {
    totals.taxablePaise += row.taxablePaise;
    totals.cgstPaise += row.cgstPaise;
    totals.sgstPaise += row.sgstPaise;
    totals.igstPaise += row.igstPaise;
    totals.taxPaise += row.taxPaise;
  }
  return {
    rows,
    totals,
    invoices: rangeOf(tally.invoiceNumbers),
    creditNotes: rangeOf(tally.creditNoteNumbers),
  };
}
