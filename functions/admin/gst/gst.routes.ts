/** `/api/admin/gst/summary`: the monthly GST summary admins file from (decision 020). */
import { gstSummaryQuerySchema } from "../../../domain/admin-schemas.ts";
import { csvFileResponse, errorResponses, routes } from "../../lib/openapi.ts";
import { GST_DOCUMENT_COLUMNS, GST_SUMMARY_COLUMNS } from "./csv.ts";

const tags = ["Admin GST"];
const adminRoute = routes("admin", tags);

export const summary = adminRoute({
  method: "get",
  path: "/admin/gst/summary",
  summary: "Download the monthly GST summary as CSV",
  description:
    "The tax invoices issued in `month` (`YYYY-MM`, a calendar month in India time) less the credit notes issued in it, whatever their invoice's month: one row per place of supply and GST rate, then a total, then the month's invoice and credit-note number ranges.",
  request: { query: gstSummaryQuerySchema },
  responses: {
    200: csvFileResponse(
      "The summary as a spreadsheet file.",
      'An attachment named after the month: `attachment; filename="gst-summary-2026-04.csv"`.',
      `RFC 4180, UTF-8. A header row (${GST_SUMMARY_COLUMNS.join(", ")}), a row per place of supply and rate, a Total row; an empty line; then ${GST_DOCUMENT_COLUMNS.join(", ")} with a row for Tax invoices and one for Credit notes (first and last number by serial, and how many; empty and 0 when none). Amounts are rupees with two decimals, net of the month's credit notes, so a row can be negative.`,
    ),
    ...errorResponses({ 400: "The month is not YYYY-MM." }),
  },
});
