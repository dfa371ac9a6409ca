/** The orders CSV export: one row per order, quoted per RFC 4180, safe to open in a spreadsheet. */
import type { ordersForExport } from "./queries.ts";

type ExportRow = Awaited<ReturnType<typeof ordersForExport>>[number];

const COLUMNS: [string, (o: ExportRow) => string | number | null][] = [
  ["Order ID", (o) => o._id],
  ["Order date", (o) => o.orderDate],
  ["Status", (o) => o.status],
  ["Customer", (o) => o.deliveryAddress.name],
  ["E-mail", (o) => o.deliveryAddress.email],
  ["Phone", (o) => o.deliveryAddress.mobile],
  ["Address", (o) => o.deliveryAddress.address],
  ["City", (o) => o.deliveryAddress.city],
  ["State", (o) => o.deliveryAddress.state],
  ["Pincode", (o) => o.deliveryAddress.pincode],
  ["Items", (o) => o.products.map((p) => `${p.quantity} x ${p.name}`).join("; ")],
  ["Goods total (INR)", (o) => o.goodsTotal],
  ["Coupon", (o) => o.couponCode],
  ["Coupon discount (INR)", (o) => o.couponDiscount],
  ["Delivery fee (INR)", (o) => o.deliveryFee],
  ["Total (INR)", (o) => o.totalAmount],
  ["Paid at", (o) => o.paidAt],
  ["Payment ID", (o) => o.paymentId],
];

/** The export's header row, in order. */
export const ORDER_CSV_COLUMNS = COLUMNS.map(([title]) => title);

/**
 * Spreadsheets run a cell that starts with = + - @, a tab or a carriage return as a formula (OWASP
 * "CSV Injection"). Leading spaces and quotes do not stop them, and a cell starts not only at the
 * start of our cell but after anything a spreadsheet may split cells on: the admin's locale picks
 * the separator (a comma, a semicolon, a tab, a pipe), not this file. A ' before each such start
 * makes it text.
 */
const FORMULA_AT_A_CELL_START = /(?<=^|[,;|\t\r\n])([ "']*)(?=[=+\-@\t\r])/g;

export function neutraliseFormulas(text: string): string {
  return text.replace(FORMULA_AT_A_CELL_START, "'$1");
}

/** A plain decimal number ("-1234.50"): a spreadsheet reads it as the number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell, quoted per RFC 4180 when it must be; text that could run as a formula is defused. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  const text =
    typeof value === "string" && !PLAIN_NUMBER.test(value) ? neutraliseFormulas(value) : String(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as an RFC 4180 file: CRLF line ends, a final line break. */
export function csvRows(lines: readonly (readonly (string | number | null)[])[]): string {
  return `${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export function ordersCsv(rows: ExportRow[]): string {
  return csvRows([ORDER_CSV_COLUMNS, ...rows.map((row) => COLUMNS.map(([, read]) => read(row)))]);
}
