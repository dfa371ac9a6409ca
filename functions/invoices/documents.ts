/**
 * An order's tax invoice or credit note as a PDF, for the customer's and the admin's routes. The
 * PDF is drawn from the document stored at issue (functions/invoices/issue.ts), once, and kept in
 * the private `DOCUMENTS` R2 bucket under the document's id; every later download serves those
 * bytes. It is drawn at the first download rather than inside the payment's batch: a render takes
 * 0.1–3 s of CPU, which the payment callback and webhook must not wait for, and the renderer gives
 * the same bytes for the same document (decision 015), so nothing depends on when it runs.
 */
import { messages } from "../../domain/messages.ts";
import type { Db } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { orNotFound } from "../lib/errors.ts";
import { findOwnOrder } from "../orders/own-order.ts";
import { renderTaxDocumentPdf, type TaxDocument } from "./index.ts";
import { findCreditNotes, findInvoice, storedDocument } from "./issue.ts";

export type TaxDocumentPdf = { bytes: Uint8Array<ArrayBuffer>; fileName: string };

/** The R2 key of a stored document's PDF. */
export const pdfKey = (documentId: string) => `tax-documents/${documentId}.pdf`;

/** Which document: the invoice, or a credit note by its number (the latest when none is named). */
export type TaxDocumentChoice = { kind: "invoice" } | { kind: "credit-note"; number?: string | undefined };

async function documentRow(db: Db, orderId: string, choice: TaxDocumentChoice) {
  if (choice.kind === "invoice") {
    return orNotFound(await findInvoice(db, orderId), messages.invoiceNotIssued);
  }
  const notes = await findCreditNotes(db, orderId);
  const { number } = choice;
  if (number === undefined) return orNotFound(notes.at(-1), messages.creditNoteNotIssued);
  return orNotFound(
    notes.find((note) => note.number === number),
    notes.length ? messages.creditNoteNotOfOrder(number) : messages.creditNoteNotIssued,
  );
}

/** The PDF of the order's invoice or of one of its credit notes; 404 when it has no such document. */
export async function taxDocumentPdf(
  env: Bindings,
  db: Db,
  orderId: string,
  choice: TaxDocumentChoice,
): Promise<TaxDocumentPdf> {
  const row = await documentRow(db, orderId, choice);
  const fileName = `${row.number.replaceAll("/", "-")}.pdf`;
  const key = pdfKey(row.id);
  const stored = await env.DOCUMENTS.get(key);
  if (stored) return { bytes: new Uint8Array(await stored.arrayBuffer()), fileName };
  const bytes = new Uint8Array(await renderTaxDocumentPdf(storedDocument<TaxDocument>(row)));
  // Two first downloads at once draw the same bytes; either write is the document's PDF.
  await env.DOCUMENTS.put(key, bytes, {
    httpMetadata: { contentType: "application/pdf" },
    customMetadata: { number: row.number, orderId },
  });
  return { bytes, fileName };
}

/** The same for a customer: only of their own order (another's answers 404, like an unknown one). */
export async function ownTaxDocumentPdf(
  env: Bindings,
  db: Db,
  userId: string,
  orderId: string,
  choice: TaxDocumentChoice,
): Promise<TaxDocumentPdf> {
  await findOwnOrder(db, userId, orderId);
  return taxDocumentPdf(env, db, orderId, choice);
}

/** The answer of an invoice or credit-note route: the PDF, to open or save under its number. */
export function pdfResponse(pdf: TaxDocumentPdf): Response {
  return new Response(pdf.bytes, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.fileName}"`,
      // A customer's tax document: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
