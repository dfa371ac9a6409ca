/**
 * GSTR-1 table 13, documents issued during the tax period: per series, the first and last number
 * by serial, how many were issued, how many of those were cancelled, and the net issued.
 *
 * Cancelled is always 0, because the shop has no cancelled documents. Invoices and credit notes are
 * never deleted or voided (the tables have no such state, nothing deletes their rows, and decision
 * 022 keeps them for the retention years), and an order called off after it was invoiced gets a
 * credit note, which is a document issued in its own series, not a cancelled invoice.
 *
 * The total is the documents dated in the month. Serials have no gaps within a financial year
 * (decision 020), so it is normally last − first + 1; it is less only if a document numbered
 * between them is dated in another month (two issued across midnight at a month's end).
 */
import { parseDocumentNumber } from "./document-number.ts";

export const DOCUMENT_NATURES = {
  invoice: "Invoices for outward supply",
  "credit-note": "Credit note",
} as const;

export type DocumentsIssuedRow = {
  nature: (typeof DOCUMENT_NATURES)[keyof typeof DOCUMENT_NATURES];
  /** Empty when the month has none of this nature. */
  from: string;
  to: string;
  total: number;
  cancelled: number;
  netIssued: number;
};

function parsed(number: string) {
  const parts = parseDocumentNumber(number);
  if (!parts) throw new Error(`"${number}" is not a document number`);
  return { number, ...parts };
}

/** One row per series (prefix and financial year) of one nature, or one empty row when there are none. */
function rowsOf(nature: DocumentsIssuedRow["nature"], numbers: readonly string[]): DocumentsIssuedRow[] {
  if (numbers.length === 0) return [{ nature, from: "", to: "", total: 0, cancelled: 0, netIssued: 0 }];
  const series = new Map<string, ReturnType<typeof parsed>[]>();
  for (const document of numbers.map(parsed)) {
    const key = `${document.prefix}/${document.financialYear}`;
    const documents = series.get(key) ?? [];
    documents.push(document);
    series.set(key, documents);
  }
  return [...series.keys()].sort().map((key) => {
    const documents = (series.get(key) ?? []).sort((a, b) => a.serial - b.serial);
    const cancelled = 0; // The shop never cancels a document: see above.
    return {
      nature,
      from: documents[0]?.number ?? "",
      to: documents.at(-1)?.number ?? "",
      total: documents.length,
      cancelled,
      netIssued: documents.length - cancelled,
    };
  });
}

/** The month's table 13 from the numbers of its tax invoices and credit notes (in any order). */
export function documentsIssued(numbers: {
  invoices: readonly string[];
  creditNotes: readonly string[];
}): DocumentsIssuedRow[] {
  return [
    ...rowsOf(DOCUMENT_NATURES.invoice, numbers.invoices),
    ...rowsOf(DOCUMENT_NATURES["credit-note"], numbers.creditNotes),
  ];
}
