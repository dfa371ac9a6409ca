/**
 * The monthly GST summary as a spreadsheet (decision 020): the rows by place of supply and rate,
 * their total, then the month's documents issued (GSTR-1 table 13). Amounts are rupees with two
 * decimals; every amount is net of the month's credit notes, as the header says.
 */
import type { DocumentRange, GstSummary, GstSummaryRow } from "../../../domain/invoicing/gst-summary.ts";
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
