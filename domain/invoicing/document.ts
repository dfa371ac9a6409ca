/**
 * What a tax invoice and a credit note hold (CGST Rules, rules 46 and 53), as plain data: the
 * PDF prints these and nothing else, so a document is fully decided before it is drawn. Also the
 * checks and readings both kinds share: the parties' addresses, the place of supply, the number.
 */
import { amountInWords } from "./amount-in-words.ts";
import { parseDocumentNumber } from "./document-number.ts";
import { financialYearLabel, financialYearShortLabel } from "./financial-year.ts";
import { gstinProblem } from "./gstin.ts";
import type { InvoiceLine, InvoiceTotals } from "./invoice-lines.ts";
import { stateFromAddressText, type IndianState } from "./states.ts";
import type { SupplyType, TaxSplit } from "./tax-split.ts";

export type PostalAddress = {
  name: string;
  /** Street lines, as the customer wrote them (a line break starts a new line). */
  lines: string[];
  city: string;
  pincode: string;
  state: IndianState;
};

/** An address as an order stores it: the state is whatever the customer typed. */
export type AddressInput = { name: string; address: string; city: string; state: string; pincode: string };

export type Seller = {
  legalName: string;
  tradeName: string;
  addressLines: string[];
  state: IndianState;
  gstin: string;
  email: string;
  phone: string;
  /**
   * True while the seller's details are the repository's placeholders: documents then say
   * SPECIMEN, so nobody mistakes them for real tax invoices.
   */
  specimen: boolean;
};

type DocumentBase = {
  number: string;
  issuedAtMs: number;
  /** "2026-27". */
  financialYear: string;
  seller: Seller;
  customer: { name: string; billing: PostalAddress; delivery: PostalAddress };
  /** The delivery address's state: where the goods' movement ends (IGST Act, section 10(1)(a)). */
  placeOfSupply: IndianState;
  supplyType: SupplyType;
  /** The intra-state tax beside CGST: UTGST when the seller is in a union territory without a legislature. */
  localTaxName: "SGST" | "UTGST";
  order: { id: string; reference: string; placedAtMs: number };
  amountInWords: string;
};

export type InvoiceDocument = DocumentBase & {
  kind: "invoice";
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  coupon: { code: string; discountPaise: number } | null;
};

export type CreditLine = TaxSplit & {
  /** The invoice line this credits (its position in the invoice's `lines`). */
  invoiceLine: number;
  kind: InvoiceLine["kind"];
  description: string;
  hsn: string;
  /** The line's quantity on the note that credits the last of its value; null on a part credit before that. */
  quantity: number | null;
  unit: string | null;
  rateBasisPoints: number;
};

export type CreditNoteDocument = DocumentBase & {
  kind: "credit-note";
  invoice: { number: string; issuedAtMs: number };
  reason: string;
  lines: CreditLine[];
  totals: TaxSplit;
};

export type TaxDocument = InvoiceDocument | CreditNoteDocument;

/** Why a document cannot be made from what it was given: a bug or bad data upstream, never the customer's doing. */
export class InvoicingError extends Error {
  constructor(
    readonly code: "unknown-state" | "bad-number" | "bad-seller" | "bad-credit",
    message: string,
  ) {
    super(message);
    this.name = "InvoicingError";
  }
}

export function postalAddress(input: AddressInput): PostalAddress {
  const state = stateFromAddressText(input.state);
  if (!state)
    throw new InvoicingError("unknown-state", `"${input.state}" is not a state or union territory we know`);
  const lines = input.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { name: input.name.trim(), lines, city: input.city.trim(), pincode: input.pincode.trim(), state };
}

export function supplyTypeFor(seller: Seller, placeOfSupply: IndianState): SupplyType {
  return seller.state.code === placeOfSupply.code ? "intra-state" : "inter-state";
}

export function assertSeller(seller: Seller) {
  const problem = gstinProblem(seller.gstin);
  if (problem)
    throw new InvoicingError("bad-seller", `The seller's GSTIN ${seller.gstin} is not valid (${problem})`);
  if (seller.gstin.slice(0, 2) !== seller.state.code) {
    throw new InvoicingError(
      "bad-seller",
      `The seller's GSTIN is registered in state ${seller.gstin.slice(0, 2)}, not ${seller.state.code}`,
    );
  }
}

/** The number must be of the financial year the document is dated in. */
export function assertNumberFor(number: string, issuedAtMs: number) {
  const parsed = parseDocumentNumber(number);
  if (!parsed) throw new InvoicingError("bad-number", `"${number}" is not a document number`);
  if (parsed.financialYear !== financialYearShortLabel(issuedAtMs)) {
    throw new InvoicingError("bad-number", `${number} is not numbered in the financial year of its date`);
  }
}

/** The parts every document shares, given the parties and its number and date. */
export function documentBase(args: {
  number: string;
  issuedAtMs: number;
  seller: Seller;
  customer: DocumentBase["customer"];
  order: DocumentBase["order"];
  totalPaise: number;
}): DocumentBase {
  assertSeller(args.seller);
  assertNumberFor(args.number, args.issuedAtMs);
  const placeOfSupply = args.customer.delivery.state;
  return {
    number: args.number,
    issuedAtMs: args.issuedAtMs,
    financialYear: financialYearLabel(args.issuedAtMs),
    seller: args.seller,
    customer: args.customer,
    placeOfSupply,
    supplyType: supplyTypeFor(args.seller, placeOfSupply),
    localTaxName: args.seller.state.kind === "ut" ? "UTGST" : "SGST",
    order: args.order,
    amountInWords: amountInWords(args.totalPaise),
  };
}
