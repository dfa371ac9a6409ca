/** Reading a month's tax invoices and credit notes into the GST summary and GSTR-1 tables 12 and 13 (decision 020). */
import { and, asc, gt, gte, lt, or, eq } from "drizzle-orm";
import type { TaxDocument } from "../../../domain/invoicing/document.ts";
import { documentsIssued, type DocumentsIssuedRow } from "../../../domain/invoicing/documents-issued.ts";
import {
  type GstSummary,
  gstMonthBounds,
  gstSummary,
  newGstTally,
  tallyDocument,
} from "../../../domain/invoicing/gst-summary.ts";
import {
  type HsnGoods,
  type HsnSummaryRow,
  hsnSummary,
  newHsnTally,
  tallyHsnLines,
} from "../../../domain/invoicing/hsn-summary.ts";
import { HSN_CODE, HSN_DESCRIPTION, UNIT_QUANTITY_CODE } from "../../../src/config/tax.ts";
import type { Db } from "../../db/client.ts";
import { creditNotes, taxInvoices } from "../../db/schema.ts";

/**
 * Documents are read this many at a time, so a busy month's stored documents (a few kB each)
 * never sit in the Worker's memory all at once: only the running sums and the numbers do.
 */
export const GST_SUMMARY_PAGE_SIZE = 200;

type DocumentTable = typeof taxInvoices | typeof creditNotes;

/** Every document of the table issued in [startMs, endMs), a page at a time, by (issued_at, id). */
async function tallyTable(
  db: Db,
  table: DocumentTable,
  bounds: { startMs: number; endMs: number },
  add: (document: TaxDocument) => void,
) {
  let after: { issuedAt: number; id: string } | null = null;
  for (;;) {
    const inMonth = and(gte(table.issuedAt, bounds.startMs), lt(table.issuedAt, bounds.endMs));
    const rows: { id: string; issuedAt: number; document: string }[] = await db
      .select({ id: table.id, issuedAt: table.issuedAt, document: table.document })
      .from(table)
      .where(
        after
          ? and(
              inMonth,
              or(
                gt(table.issuedAt, after.issuedAt),
                and(eq(table.issuedAt, after.issuedAt), gt(table.id, after.id)),
              ),
            )
          : inMonth,
      )
      .orderBy(asc(table.issuedAt), asc(table.id))
      .limit(GST_SUMMARY_PAGE_SIZE);
    for (const row of rows) add(JSON.parse(row.document) as TaxDocument);
    const last = rows.at(-1);
    if (!last || rows.length < GST_SUMMARY_PAGE_SIZE) return;
    after = { issuedAt: last.issuedAt, id: last.id };
  }
}

/** The shop's one HSN as the HSN summary names it and counts its goods (src/config/tax.ts). */
const SHOP_GOODS: HsnGoods = { hsn: HSN_CODE, description: HSN_DESCRIPTION, unit: UNIT_QUANTITY_CODE };

export type MonthlyGstTables = {
  summary: GstSummary;
  /** GSTR-1 table 12. */
  hsn: HsnSummaryRow[];
  /** GSTR-1 table 13. */
  documents: DocumentsIssuedRow[];
};

/**
 * The month's tables ("2026-04", India time): invoices issued in it less credit notes issued in it,
 * all three from one read of its documents.
 */
export async function monthlyGstTables(db: Db, month: string): Promise<MonthlyGstTables> {
  const bounds = gstMonthBounds(month);
  const tally = newGstTally();
  const hsnTally = newHsnTally();
  const add = (document: TaxDocument) => {
    tallyDocument(tally, document);
    tallyHsnLines(hsnTally, document);
  };
  await tallyTable(db, taxInvoices, bounds, add);
  await tallyTable(db, creditNotes, bounds, add);
  return {
    summary: gstSummary(tally),
    hsn: hsnSummary(hsnTally, SHOP_GOODS),
    documents: documentsIssued({ invoices: tally.invoiceNumbers, creditNotes: tally.creditNoteNumbers }),
  };
}
