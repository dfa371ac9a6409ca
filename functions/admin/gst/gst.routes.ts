/** `/api/admin/gst/summary`: the monthly GST summary and GSTR-1 tables 12 and 13 admins file from (decision 020). */
import { gstSummaryQuerySchema } from "../../../domain/admin-schemas.ts";
import { GST_TABLE_FILE_NAMES } from "../../../domain/invoicing/gst-summary.ts";
import { csvFileResponse, errorResponses, routes } from "../../lib/openapi.ts";
import {
  GST_DOCUMENT_COLUMNS,
  GST_DOCUMENTS_ISSUED_COLUMNS,
  GST_HSN_COLUMNS,
  GST_LOST_GOODS_COLUMNS,
  GST_SUMMARY_COLUMNS,
} from "./csv.ts";

const adminRoute = routes("admin", "Admin GST");
const EXAMPLE_FILE_NAMES = Object.values(GST_TABLE_FILE_NAMES)
  .map((name) => `\`${name}-2026-04.csv\``)
  .join(", ");

export const summary = adminRoute({
  method: "get",
  path: "/admin/gst/summary",
  summary: "Download the monthly GST summary, HSN summary, documents issued or goods lost as CSV",
  description:
    "For `month` (`YYYY-MM`, a calendar month in India time), the tax invoices issued in it less the credit notes issued in it, whatever their invoice's month, or (`lost`) the goods lost in transit. `table` picks the file; the new tables are separate downloads rather than sections appended to the summary, so the summary's file stays as it was and each GSTR-1 table opens in a spreadsheet as one table under one header row. `summary` (the default) has one row per place of supply and GST rate, a total, then the month's invoice and credit-note number ranges. `hsn` is GSTR-1 table 12, the HSN-wise summary (B2C): one row per HSN, rate and UQC, the delivery and COD fees in the goods' row with no quantity, credit notes subtracted (a line's quantity on the note that credits the last of it). `documents` is GSTR-1 table 13, the documents issued: a row per series of tax invoices and of credit notes; cancelled is always 0, since the shop never cancels a document (an order called off after its invoice gets a credit note). All three are read from the same documents, and every tax head is the sum of the documents' own figures, so table 12's taxable value and taxes equal the summary's Total row. `lost` is the goods lost in transit, for the input tax credit the accountant reverses in GSTR-3B and the claim against the courier (decision 056): a row per parcel the courier reported lost in the month, a row with a negative quantity per lost parcel found in the month (delivered or returned after all), each at the courier's time, then the net quantity.",
  request: { query: gstSummaryQuerySchema },
  responses: {
    200: csvFileResponse(
      "The table as a spreadsheet file.",
      `An attachment named after the table and month, as \`attachment; filename="gst-summary-2026-04.csv"\`: ${EXAMPLE_FILE_NAMES}.`,
      `RFC 4180, UTF-8. Amounts are rupees with two decimals, net of the month's credit notes, so a row can be negative (lost has quantities only, negative for goods found). summary: a header row (${GST_SUMMARY_COLUMNS.join(", ")}), a row per place of supply and rate, a Total row; an empty line; then ${GST_DOCUMENT_COLUMNS.join(", ")} with a row for Tax invoices and one for Credit notes (first and last number by serial, and how many; empty and 0 when none). hsn: a header row (${GST_HSN_COLUMNS.join(", ")}) and a row per HSN, rate and UQC. documents: a header row (${GST_DOCUMENTS_ISSUED_COLUMNS.join(", ")}) and a row per series, invoices first (empty and 0 when none). lost: a header row (${GST_LOST_GOODS_COLUMNS.join(", ")}), a row per loss or finding (quantity negative for a finding), and a Net quantity lost row.`,
    ),
    ...errorResponses({
      400: "The month is not YYYY-MM, or the table is not summary, hsn, documents or lost.",
    }),
  },
});
