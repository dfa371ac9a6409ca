/**
 * The lines tables: an invoice's (MRP, discount, taxable value, rate, tax, total per line) and a
 * credit note's (taxable value, rate, tax and amount credited per invoice line credited), each a
 * list of columns that know their cell for a line and for the totals row.
 */
import type {
  CreditLine,
  CreditNoteDocument,
  InvoiceDocument,
  TaxDocument,
} from "../../domain/invoicing/document.ts";
import type { InvoiceLine } from "../../domain/invoicing/invoice-lines.ts";
import type { TaxSplit } from "../../domain/invoicing/tax-split.ts";
import { type Canvas, MUTED } from "./canvas.ts";
import { amount, hsn, rate } from "./print-format.ts";
import { Table, type Column } from "./table.ts";

type Line = TaxSplit & {
  description: string;
  hsn: string;
  quantity: number | null;
  unit: string | null;
  rateBasisPoints: number;
};

type LineColumn<L extends Line, T extends TaxSplit> = Column & {
  cell: (line: L, index: number) => string | string[];
  /** The totals row's cell; blank when the column has no total. */
  total?: (totals: T) => string;
};

const money = <L extends Line, T extends TaxSplit>(
  key: keyof TaxSplit,
): Pick<LineColumn<L, T>, "cell" | "total"> => ({
  cell: (line) => amount(line[key]),
  total: (totals) => amount(totals[key]),
});

/** Description, HSN, quantity and unit: the goods (or fee) a line is for. */
function itemColumns<L extends Line, T extends TaxSplit>(): LineColumn<L, T>[] {
  return [
    { header: ["Description"], align: "left", cell: (line) => line.description, total: () => "Total" },
    { header: ["HSN"], width: 46, align: "left", cell: (line) => hsn(line.hsn) },
    {
      header: ["Qty"],
      width: 24,
      align: "right",
      cell: (line) => (line.quantity === null ? "" : String(line.quantity)),
    },
    { header: ["Unit"], width: 24, align: "left", cell: (line) => line.unit ?? "" },
  ];
}

/**
 * The rate and tax columns: CGST and SGST/UTGST within the state (each at half the rate), IGST
 * between states; a line's tax cell shows its amount and, below it, that tax's rate (rule 46(i)).
 */
function taxColumns<L extends Line, T extends TaxSplit>(
  doc: TaxDocument,
  taxableWidth: number,
): LineColumn<L, T>[] {
  const withRate = (paise: number, basisPoints: number) => [amount(paise), `@ ${rate(basisPoints)}`];
  const heads: LineColumn<L, T>[] =
    doc.supplyType === "intra-state"
      ? [
          {
            header: ["CGST", "(₹)"],
            width: 40,
            align: "right",
            cell: (l) => withRate(l.cgstPaise, l.rateBasisPoints / 2),
            total: (t) => amount(t.cgstPaise),
          },
          {
            header: [doc.localTaxName, "(₹)"],
            width: 40,
            align: "right",
            cell: (l) => withRate(l.sgstPaise, l.rateBasisPoints / 2),
            total: (t) => amount(t.sgstPaise),
          },
        ]
      : [
          {
            header: ["IGST", "(₹)"],
            width: 48,
            align: "right",
            cell: (l) => withRate(l.igstPaise, l.rateBasisPoints),
            total: (t) => amount(t.igstPaise),
          },
        ];
  return [
    { header: ["Taxable", "value (₹)"], width: taxableWidth, align: "right", ...money<L, T>("taxablePaise") },
    { header: ["GST", "rate"], width: 24, align: "right", cell: (line) => rate(line.rateBasisPoints) },
    ...heads,
  ];
}

function drawLines<L extends Line, T extends TaxSplit>(
  canvas: Canvas,
  columns: LineColumn<L, T>[],
  lines: L[],
  totals: T,
) {
  const table = new Table(canvas, columns);
  table.header();
  for (const [i, line] of lines.entries()) table.row(columns.map((column) => column.cell(line, i)));
  table.row(
    columns.map((column) => column.total?.(totals) ?? ""),
    { size: 7.5, bold: true },
  );
  table.end();
}

export function invoiceTable(canvas: Canvas, doc: InvoiceDocument) {
  type C = LineColumn<InvoiceLine, InvoiceDocument["totals"]>;
  const columns: C[] = [
    { header: ["#"], width: 14, align: "left", cell: (_, i) => String(i + 1) },
    ...itemColumns(),
    {
      header: ["MRP/unit", "(₹)"],
      width: 38,
      align: "right",
      cell: (l) => (l.mrpPerUnitPaise === null ? "" : amount(l.mrpPerUnitPaise)),
    },
    {
      header: ["Discount", "(₹)"],
      width: 42,
      align: "right",
      cell: (l) => amount(l.discountPaise),
      total: (t) => amount(t.discountPaise),
    },
    ...taxColumns<InvoiceLine, InvoiceDocument["totals"]>(doc, 48),
    { header: ["Total", "(₹)"], width: 48, align: "right", ...money("totalPaise") },
  ];
  drawLines(canvas, columns, doc.lines, doc.totals);
}

export function creditTable(canvas: Canvas, doc: CreditNoteDocument) {
  const columns: LineColumn<CreditLine, TaxSplit>[] = [
    { header: ["#"], width: 14, align: "left", cell: (line) => String(line.invoiceLine + 1) },
    ...itemColumns(),
    ...taxColumns<CreditLine, TaxSplit>(doc, 54),
    { header: ["Credited", "(₹)"], width: 54, align: "right", ...money("totalPaise") },
  ];
  drawLines(canvas, columns, doc.lines, doc.totals);
  canvas.paragraph("# is the line of the invoice credited.", { size: 7.5, color: MUTED });
}
