/**
 * The monthly GST download as spreadsheets (decision 020), one file per table (`?table=`): the
 * summary by place of supply and rate with its total and the month's number ranges; the HSN
 * summary (GSTR-1 table 12); the documents issued (table 13); the goods lost in transit (decision
 * 056). Amounts are rupees with two decimals; every amount is net of the month's credit notes.
 */
import type { DocumentsIssuedRow } from "../../../domain/invoicing/documents-issued.ts";
import type {
  DocumentRange,
  GstSummary,
  GstSummaryRow,
  GstTable,
} from "../../../domain/invoicing/gst-summary.ts";
import type { HsnSummaryRow } from "../../../domain/invoicing/hsn-summary.ts";
import type { LostGoodsEvent, LostGoodsRow } from "../../../domain/invoicing/lost-goods.ts";
import { toShopDateTimeInput } from "../../../domain/shop-time.ts";
import { HSN_CODE, UNIT_QUANTITY_CODE } from "../../../src/config/tax.ts";
import type { Db } from "../../db/client.ts";
import { monthlyLostGoods } from "./lost-goods.ts";
import { monthlyGstTables } from "./service.ts";
import { csvRows } from "../orders/csv.ts";

type Amounts = Omit<GstSummaryRow, "placeOfSupply" | "rateBasisPoints">;

/** "-1234.50": two decimals, no grouping, so a spreadsheet reads it as a number. */
export function rupeesCell(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "5", "12", "0.25": a rate in basis points as a percentage. */
const percent = (basisPoints: number) => String(basisPoints / 100);

export const GST_SUMMARY_COLUMNS = [
  "Place of supply (state code)",
  "Place of supply",
  "GST rate (%)",
  "Taxable value net of credit notes (INR)",
  "CGST (INR)",
  "SGST/UTGST (INR)",
  "IGST (INR)",
  "Total tax (INR)",
];

export const GST_DOCUMENT_COLUMNS = ["Documents issued", "From", "To", "Count"];

const amounts = (row: Amounts) =>
  [row.taxablePaise, row.cgstPaise, row.sgstPaise, row.igstPaise, row.taxPaise].map(rupeesCell);

const range = (what: string, documents: DocumentRange) =>
  documents ? [what, documents.first, documents.last, documents.count] : [what, "", "", 0];

export function gstSummaryCsv(summary: GstSummary): string {
  return csvRows([
    GST_SUMMARY_COLUMNS,
    ...summary.rows.map((row) => [
      row.placeOfSupply.code,
      row.placeOfSupply.name,
      percent(row.rateBasisPoints),
      ...amounts(row),
    ]),
    ["Total", "", "", ...amounts(summary.totals)],
    [],
    GST_DOCUMENT_COLUMNS,
    range("Tax invoices", summary.invoices),
    range("Credit notes", summary.creditNotes),
  ]);
}

export const GST_HSN_COLUMNS = [
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
];

/** GSTR-1 table 12: a header row and a row per HSN, rate and UQC. */
export function hsnSummaryCsv(rows: readonly HsnSummaryRow[]): string {
  return csvRows([
    GST_HSN_COLUMNS,
    ...rows.map((row) => [
      row.hsn,
      row.description,
      row.unit,
      row.quantity,
      rupeesCell(row.totalPaise),
      percent(row.rateBasisPoints),
      ...[row.taxablePaise, row.igstPaise, row.cgstPaise, row.sgstPaise, row.cessPaise].map(rupeesCell),
    ]),
  ]);
}

export const GST_DOCUMENTS_ISSUED_COLUMNS = [
  "Nature of document",
  "Sr. No. from",
  "Sr. No. to",
  "Total number",
  "Cancelled",
  "Net issued",
];

/** GSTR-1 table 13: a header row and a row per series. */
export function documentsIssuedCsv(rows: readonly DocumentsIssuedRow[]): string {
  return csvRows([
    GST_DOCUMENTS_ISSUED_COLUMNS,
    ...rows.map((row) => [row.nature, row.from, row.to, row.total, row.cancelled, row.netIssued]),
  ]);
}

export const GST_LOST_GOODS_COLUMNS = [
  "Date (India time)",
  "Event",
  "Order",
  "Tax invoice",
  "Courier",
  "AWB",
  "HSN",
  "UQC",
  "Quantity",
];

const LOST_GOODS_EVENTS: Record<LostGoodsEvent, string> = {
  lost: "Lost",
  delivered: "Found: delivered",
  returned: "Found: returned",
};

/** The goods lost in transit: a header row, a row per loss or finding, and the net quantity. */
export function lostGoodsCsv(lost: { rows: readonly LostGoodsRow[]; netQuantity: number }): string {
  return csvRows([
    GST_LOST_GOODS_COLUMNS,
    ...lost.rows.map((row) => [
      toShopDateTimeInput(row.at).replace("T", " "),
      LOST_GOODS_EVENTS[row.event],
      row.orderId,
      row.invoiceNumber ?? "",
      row.courierName,
      row.awb,
      HSN_CODE,
      UNIT_QUANTITY_CODE,
      row.quantity,
    ]),
    ["Net quantity lost", "", "", "", "", "", HSN_CODE, UNIT_QUANTITY_CODE, lost.netQuantity],
  ]);
}

/** Each table's file, from the month's documents or, for the goods lost, the record of losses. */
export const GST_TABLE_CSV: Record<GstTable, (db: Db, month: string) => Promise<string>> = {
  summary: async (db, month) => gstSummaryCsv((await monthlyGstTables(db, month)).summary),
  hsn: async (db, month) => hsnSummaryCsv((await monthlyGstTables(db, month)).hsn),
  documents: async (db, month) => documentsIssuedCsv((await monthlyGstTables(db, month)).documents),
  lost: async (db, month) => lostGoodsCsv(await monthlyLostGoods(db, month)),
};
