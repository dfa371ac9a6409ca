/**
 * Issuing tax invoices and credit notes (decisions 015 and 020): the statement that numbers and
 * stores a document, for the caller to put in the SAME batch that moves the order (to Processing,
 * to Cancelled), after that batch's guard. The serial is the series' highest in the financial year
 * plus one, read by the INSERT itself, so each batch numbers after every batch committed before it
 * (D1 runs batches one at a time); UNIQUE(series, financial_year, serial) turns any second batch
 * that read the same highest into a failure, never a shared number. A batch that rolls back takes
 * its number with it, so the series has no gaps.
 *
 * The document is built here, before the batch, with a provisional serial; the INSERT writes the
 * allocated number into the stored JSON (`json_set`), so the stored document is complete and is
 * what the PDF prints from then on.
 */
import { eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DocumentSeries } from "../../domain/invoicing/document-number.ts";
import { financialYearShortLabel } from "../../domain/invoicing/financial-year.ts";
import { shortOrderId } from "../../domain/orders.ts";
import { CREDIT_NOTE_SERIES, INVOICE_SERIES } from "../../src/config/tax.ts";
import type { Db } from "../db/client.ts";
import { creditNotes, taxInvoices } from "../db/schema.ts";
import { newId } from "../lib/ids.ts";
import {
  type CreditNoteDocument,
  creditNoteFor,
  goodsLine,
  type InvoiceDocument,
  invoiceForOrder,
  InvoicingError,
  type TaxDocument,
} from "./index.ts";
import type { CreditNoteRow, InvoiceRow, OrderLineRow, OrderRow } from "../db/rows.ts";

/** The serial a document is built with before the batch gives it its real one. */
const PROVISIONAL_SERIAL = 1;

/**
 * INSERT … SELECT of a document with the next serial of `series` in the financial year of its
 * date; `columns` are the row's other values. (drizzle's `insert().select(sql)` lists every column
 * of the table in its declared order, so the SELECT gives them in that order.)
 */
function numberedInsert<T extends typeof taxInvoices | typeof creditNotes>(
  db: Db,
  table: T,
  series: DocumentSeries,
  document: TaxDocument,
  columns: Omit<T["$inferInsert"], "series" | "financialYear" | "serial" | "number" | "document">,
  /** A condition the batch needs: when it is false the serial is 0, which the table's CHECK refuses. */
  guard: SQL = sql`1`,
): BatchItem<"sqlite"> {
  const year = financialYearShortLabel(document.issuedAtMs);
  const given = columns as Record<string, string | number>;
  const allocated: Record<string, SQL> = {
    series: sql`${series.prefix}`,
    financialYear: sql`${year}`,
    serial: sql`serial`,
    number: sql`number`,
    document: sql`json_set(${JSON.stringify(document)}, '$.number', number)`,
  };
  const values = Object.keys(getTableColumns(table)).map((key) => {
    const value = allocated[key] ?? (key in given ? sql`${given[key]}` : undefined);
    if (!value) throw new Error(`No value for ${key}`);
    return value;
  });
  return (db.insert(table) as unknown as ReturnType<Db["insert"]>).select(sql`
    WITH next AS (
      SELECT CASE WHEN ${guard} THEN COALESCE(MAX(serial), 0) + 1 ELSE 0 END AS serial FROM ${table}
      WHERE series = ${series.prefix} AND financial_year = ${year}
    ), numbered AS (
      SELECT serial, ${`${series.prefix}/${year}/`} || printf(${`%0${series.serialDigits}d`}, serial) AS number
      FROM next
    )
    SELECT ${sql.join(values, sql`, `)} FROM numbered`);
}

export type InvoiceIssue = { statement: BatchItem<"sqlite"> } | { problem: string };

/**
 * The status-history note of a sale (a payment received, a COD order confirmed): what happened,
 * and, when the order could not be invoiced, that it has no tax invoice and why (admins read it).
 */
export function saleNote(happened: string, invoice: InvoiceIssue): string {
  return "problem" in invoice ? `${happened}; no tax invoice: ${invoice.problem}` : happened;
}

/**
 * The statement issuing the order's tax invoice, dated `issuedAtMs`. When the order cannot be
 * invoiced (its delivery state is one the engine cannot read: orders placed before checkout
 * checked it; or the engine found the order inconsistent), `problem` says why: the payment must
 * still go through, and admins see the reason.
 */
export function issueInvoice(
  db: Db,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  issuedAtMs: number,
): InvoiceIssue {
  const address = {
    name: order.shipName,
    address: order.shipAddress,
    city: order.shipCity,
    state: order.shipState,
    pincode: order.shipPincode,
  };
  let document: InvoiceDocument;
  try {
    document = invoiceForOrder(
      {
        id: order.id,
        reference: shortOrderId(order.id),
        placedAtMs: order.createdAt,
        customerName: order.shipName,
        billingAddress: address,
        deliveryAddress: address,
        couponCode: order.couponCode,
        lines: lines.map(goodsLine),
        couponDiscountPaise: order.couponDiscountPaise,
        deliveryFeePaise: order.deliveryFeePaise,
        codFeePaise: order.codFeePaise,
        totalPaise: order.totalPaise,
      },
      PROVISIONAL_SERIAL,
      issuedAtMs,
    );
  } catch (error) {
    if (error instanceof InvoicingError && error.code === "unknown-state") return { problem: error.message };
    // An order the engine finds inconsistent is a bug, but its payment is taken: it must still
    // settle (else it stays Pending Payment with the money captured), and admins read why.
    console.error(`Order ${order.id} could not be invoiced:`, error);
    return {
      problem: `the invoice could not be made (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  return {
    statement: numberedInsert(db, taxInvoices, INVOICE_SERIES, document, {
      id: newId(),
      orderId: order.id,
      issuedAt: issuedAtMs,
      totalPaise: document.totals.totalPaise,
    }),
  };
}

/** The order's tax invoice, or null when it has none. */
export function findInvoice(db: Db, orderId: string): Promise<InvoiceRow | undefined> {
  return db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId)).get();
}

/**
 * Credit notes in the order they were issued: by time, then serial (two in one millisecond). The
 * latest is the one an order's screens name and its credit-note route serves.
 */
const CREDIT_NOTES_OLDEST_FIRST = [creditNotes.issuedAt, creditNotes.serial] as const;

/**
 * The numbers of the invoices and credit notes (oldest first) of the orders `ofOrders` picks, given
 * the order-id column of each table: for the order screens, without the stored documents.
 */
export function taxDocumentNumbers(db: Db, ofOrders: (orderId: SQLiteColumn) => SQL) {
  return [
    db
      .select({ orderId: taxInvoices.orderId, number: taxInvoices.number })
      .from(taxInvoices)
      .where(ofOrders(taxInvoices.orderId)),
    db
      .select({ orderId: creditNotes.orderId, number: creditNotes.number })
      .from(creditNotes)
      .where(ofOrders(creditNotes.orderId))
      .orderBy(...CREDIT_NOTES_OLDEST_FIRST),
  ] as const;
}

/** The order's credit notes, oldest first. */
export function findCreditNotes(db: Db, orderId: string): Promise<CreditNoteRow[]> {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(...CREDIT_NOTES_OLDEST_FIRST);
}

export function storedDocument<T extends TaxDocument>(row: { document: string }): T {
  return JSON.parse(row.document) as T;
}

/**
 * The constraint a credit note's insert breaks when another credit note against the same invoice
 * was issued after `earlierNotes` were read: this note's shares were computed from them, and
 * together the notes must never credit more than the invoice. The batch then aborts whole.
 */
export const CREDIT_NOTES_CHANGED_GUARD = "credit_notes_number_length";

export type CreditToIssue = {
  reason: string;
  issuedAtMs: number;
  /** GST included; capped at what the invoice has uncredited. Omitted: all of that (a cancellation). */
  amountPaise?: number;
  /** The payment gateway's refund this note records (one note per refund), if any. */
  providerRefundId?: string;
};

/** What `invoice` has left to credit after `notes` (its credit notes so far), in paise. */
export function leftToCredit(invoice: InvoiceRow, notes: readonly CreditNoteRow[]): number {
  return invoice.totalPaise - notes.reduce((sum, note) => sum + note.totalPaise, 0);
}

/**
 * The statement issuing a credit note against `invoice`, or null when nothing is left to credit.
 * The caller reads `earlierNotes` before its batch; the statement aborts that batch if another
 * note was issued since (`CREDIT_NOTES_CHANGED_GUARD`).
 */
export function issueCreditNote(
  db: Db,
  invoice: InvoiceRow,
  earlierNotes: readonly CreditNoteRow[],
  credit: CreditToIssue,
): BatchItem<"sqlite"> | null {
  const earlier = earlierNotes.map((note) => storedDocument<CreditNoteDocument>(note));
  const left = leftToCredit(invoice, earlierNotes);
  const credited = invoice.totalPaise - left;
  const amountPaise = Math.min(credit.amountPaise ?? left, left);
  if (amountPaise <= 0) return null;
  const document = creditNoteFor(storedDocument<InvoiceDocument>(invoice), {
    serial: PROVISIONAL_SERIAL,
    issuedAtMs: credit.issuedAtMs,
    amountPaise,
    reason: credit.reason,
    earlierNotes: earlier,
  });
  const unchanged = sql`(SELECT COALESCE(SUM(total_paise), 0) FROM ${creditNotes} WHERE invoice_id = ${invoice.id}) = ${credited}`;
  return numberedInsert(
    db,
    creditNotes,
    CREDIT_NOTE_SERIES,
    document,
    {
      id: newId(),
      invoiceId: invoice.id,
      orderId: invoice.orderId,
      issuedAt: credit.issuedAtMs,
      totalPaise: document.totals.totalPaise,
      providerRefundId: credit.providerRefundId ?? null,
    },
    unchanged,
  );
}
