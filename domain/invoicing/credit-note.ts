/**
 * A credit note against a tax invoice (CGST Act section 34, rule 53), when an invoiced order is
 * cancelled or refunded: `buildCreditNote(invoice, credit)`. The amount credited (GST included)
 * is shared across the invoice's lines in proportion to what each still has uncredited, and each
 * share is split into taxable value and tax by the invoice's rule. Notes that together credit the
 * whole invoice add up to it exactly, head by head (see `creditSplit`).
 */
import { apportion } from "./apportion.ts";
import {
  assertNumberFor,
  documentBase,
  InvoicingError,
  type CreditLine,
  type CreditNoteDocument,
  type InvoiceDocument,
} from "./document.ts";
import { creditSplit, subtractSplits, sumSplits, type TaxSplit } from "./tax-split.ts";

export type CreditRequest = {
  number: string;
  issuedAtMs: number;
  /** GST included; at most what the invoice still has uncredited. */
  amountPaise: number;
  /** Printed on the note: "Order cancelled", "Refund of a damaged pack"… */
  reason: string;
  /** The credit notes already issued against this invoice. */
  earlierNotes: readonly CreditNoteDocument[];
};

export const MAX_CREDIT_REASON_LENGTH = 200;

/** What each invoice line still has uncredited after the earlier notes. */
export function uncredited(
  invoice: InvoiceDocument,
  earlierNotes: readonly CreditNoteDocument[],
): TaxSplit[] {
  return invoice.lines.map((line, index) =>
    subtractSplits(
      line,
      sumSplits(earlierNotes.flatMap((note) => note.lines.filter((credit) => credit.invoiceLine === index))),
    ),
  );
}

export function buildCreditNote(invoice: InvoiceDocument, credit: CreditRequest): CreditNoteDocument {
  assertNumberFor(credit.number, credit.issuedAtMs);
  if (credit.issuedAtMs < invoice.issuedAtMs)
    throw new InvoicingError("bad-credit", "A credit note cannot be dated before its invoice");
  const reason = credit.reason.trim();
  if (!reason || reason.length > MAX_CREDIT_REASON_LENGTH) {
    throw new InvoicingError(
      "bad-credit",
      `A credit note needs a reason of 1–${MAX_CREDIT_REASON_LENGTH} characters`,
    );
  }
  if (credit.earlierNotes.some((note) => note.invoice.number !== invoice.number)) {
    throw new InvoicingError("bad-credit", "An earlier note given is against another invoice");
  }
  const remaining = uncredited(invoice, credit.earlierNotes);
  const left = remaining.reduce((sum, line) => sum + line.totalPaise, 0);
  if (!Number.isSafeInteger(credit.amountPaise) || credit.amountPaise < 1 || credit.amountPaise > left) {
    throw new InvoicingError(
      "bad-credit",
      `Cannot credit ${credit.amountPaise} paise: ${left} paise of ${invoice.number} are left to credit`,
    );
  }
  const shares = apportion(
    credit.amountPaise,
    remaining.map((line) => line.totalPaise),
  );
  const lines: CreditLine[] = [];
  invoice.lines.forEach((line, index) => {
    const share = shares[index] as number;
    if (share === 0) return;
    // The note that credits the last of a line takes back its units, whether or not earlier notes
    // took part of its value: GSTR-1's HSN table then nets the line's quantity to nothing with its value.
    const whole = share === (remaining[index] as TaxSplit).totalPaise;
    lines.push({
      invoiceLine: index,
      kind: line.kind,
      description: line.description,
      hsn: line.hsn,
      quantity: whole ? line.quantity : null,
      unit: whole ? line.unit : null,
      rateBasisPoints: line.rateBasisPoints,
      ...creditSplit(remaining[index] as TaxSplit, share, line.rateBasisPoints, invoice.supplyType),
    });
  });
  const totals = sumSplits(lines);
  return {
    kind: "credit-note",
    ...documentBase({
      number: credit.number,
      issuedAtMs: credit.issuedAtMs,
      seller: invoice.seller,
      customer: invoice.customer,
      order: invoice.order,
      totalPaise: totals.totalPaise,
    }),
    invoice: { number: invoice.number, issuedAtMs: invoice.issuedAtMs },
    reason,
    lines,
    totals,
  };
}
