/**
 * The invoice engine as the shop uses it: domain/invoicing's rules bound to the shop's seller and
 * GST settings (src/config/seller.ts, src/config/tax.ts), and the PDF. The integration:
 *
 *   const serial = …next serial of INVOICE_SERIES in the financial year, allocated in the batch…;
 *   const invoice = invoiceForOrder(order, serial, issuedAtMs);   // → InvoiceDocument (plain data)
 *   const pdf = await renderTaxDocumentPdf(invoice);                // → Uint8Array, same bytes every time
 *
 * Keep the InvoiceDocument (JSON) with the PDF: a credit note is built from it, not from the
 * order and today's config, so it credits exactly what was invoiced.
 */
import { buildCreditNote, type CreditRequest } from "../../domain/invoicing/credit-note.ts";
import type { CreditNoteDocument, InvoiceDocument, TaxDocument } from "../../domain/invoicing/document.ts";
import { formatDocumentNumber } from "../../domain/invoicing/document-number.ts";
import type { GoodsLineInput } from "../../domain/invoicing/invoice-lines.ts";
import { buildInvoice, type InvoiceOrder } from "../../domain/invoicing/invoice.ts";
import { seller } from "../../src/config/seller.ts";
import {
  CREDIT_NOTE_SERIES,
  GST_RATE_BASIS_POINTS,
  HSN_CODE,
  INVOICE_SERIES,
  UNIT_QUANTITY_CODE,
} from "../../src/config/tax.ts";

export type { CreditNoteDocument, InvoiceDocument, InvoiceOrder, TaxDocument };
export { InvoicingError } from "../../domain/invoicing/document.ts";

/** An order line as the shop sells it: the shop's one HSN code, GST rate and unit. */
export function goodsLine(line: {
  name: string;
  quantity: number;
  originalPricePaise: number;
  unitPricePaise: number;
  lineTotalPaise: number;
}): GoodsLineInput {
  return {
    description: line.name,
    hsn: HSN_CODE,
    quantity: line.quantity,
    unit: UNIT_QUANTITY_CODE,
    mrpPerUnitPaise: line.originalPricePaise,
    unitPricePaise: line.unitPricePaise,
    lineTotalPaise: line.lineTotalPaise,
    rateBasisPoints: GST_RATE_BASIS_POINTS,
  };
}

/** `ASV/26-27/000123`: the `serial`-th invoice (from 1) of the financial year of `issuedAtMs`. */
export function invoiceNumber(serial: number, issuedAtMs: number): string {
  return formatDocumentNumber(INVOICE_SERIES, issuedAtMs, serial);
}

/** `ASC/26-27/000007`: the credit notes' own series. */
export function creditNoteNumber(serial: number, issuedAtMs: number): string {
  return formatDocumentNumber(CREDIT_NOTE_SERIES, issuedAtMs, serial);
}

export function invoiceForOrder(order: InvoiceOrder, serial: number, issuedAtMs: number): InvoiceDocument {
  return buildInvoice(order, seller, invoiceNumber(serial, issuedAtMs), issuedAtMs);
}

export function creditNoteFor(
  invoice: InvoiceDocument,
  credit: Omit<CreditRequest, "number"> & { serial: number },
): CreditNoteDocument {
  const { serial, ...rest } = credit;
  return buildCreditNote(invoice, { ...rest, number: creditNoteNumber(serial, credit.issuedAtMs) });
}

/**
 * The document as a PDF. pdf-lib, fontkit and the fonts (~0.5 MB of the Worker) are loaded on the
 * first call only, so requests that print nothing never evaluate them.
 */
export async function renderTaxDocumentPdf(document: TaxDocument): Promise<Uint8Array> {
  const { renderTaxDocumentPdf: render } = await import("./pdf.ts");
  return render(document);
}
