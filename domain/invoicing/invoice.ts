/**
 * A tax invoice for an order: `buildInvoice(order, seller, number, issuedAtMs)`. The number comes
 * from the invoice series (allocated by the caller, consecutively, in the financial year of
 * `issuedAtMs`); everything else is worked out here, so the same inputs always give the same
 * document.
 */
import {
  documentBase,
  postalAddress,
  supplyTypeFor,
  type AddressInput,
  type InvoiceDocument,
  type Seller,
} from "./document.ts";
import { invoiceLines, invoiceTotals, type ChargedOrder } from "./invoice-lines.ts";

export type InvoiceOrder = ChargedOrder & {
  id: string;
  /** How the order is shown to the customer ("1a2b3c4d"). */
  reference: string;
  placedAtMs: number;
  customerName: string;
  /** The shop takes one address; pass it as both when there is no separate billing address. */
  billingAddress: AddressInput;
  deliveryAddress: AddressInput;
  couponCode: string | null;
};

export function buildInvoice(
  order: InvoiceOrder,
  seller: Seller,
  number: string,
  issuedAtMs: number,
): InvoiceDocument {
  const customer = {
    name: order.customerName.trim(),
    billing: postalAddress(order.billingAddress),
    delivery: postalAddress(order.deliveryAddress),
  };
  const lines = invoiceLines(order, supplyTypeFor(seller, customer.delivery.state));
  const totals = invoiceTotals(lines);
  return {
    kind: "invoice",
    ...documentBase({
      number,
      issuedAtMs,
      seller,
      customer,
      order: { id: order.id, reference: order.reference, placedAtMs: order.placedAtMs },
      totalPaise: totals.totalPaise,
    }),
    lines,
    totals,
    coupon:
      order.couponCode && order.couponDiscountPaise > 0
        ? { code: order.couponCode, discountPaise: order.couponDiscountPaise }
        : null,
  };
}
