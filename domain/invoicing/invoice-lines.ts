/**
 * The lines of a tax invoice from what an order charged (decision 015):
 * - each goods line is taxed on what the customer paid for it: its line total less its share of
 *   any coupon, the coupon being shared across goods lines in proportion to their value;
 * - the delivery fee and the cash-on-delivery fee are lines of their own, taxed as part of a
 *   composite supply whose principal supply is the goods: at the principal line's rate and HSN;
 * - every line's taxable value and tax add up exactly to its paise, so the invoice's total is the
 *   order's total.
 */
import { apportion } from "./apportion.ts";
import { assertRate, splitInclusive, sumSplits, type SupplyType, type TaxSplit } from "./tax-split.ts";

export type GoodsLineInput = {
  description: string;
  /** HSN code, digits only: "30049011". */
  hsn: string;
  quantity: number;
  /** GST unit quantity code (UQC), e.g. "NOS". */
  unit: string;
  /** The maximum retail price of one unit, GST included. */
  mrpPerUnitPaise: number;
  /** What one unit sold for after the quantity discount, GST included. */
  unitPricePaise: number;
  /** unitPricePaise × quantity. */
  lineTotalPaise: number;
  rateBasisPoints: number;
};

export type ChargeKind = "delivery" | "cod";

export type ChargedOrder = {
  lines: readonly GoodsLineInput[];
  couponDiscountPaise: number;
  deliveryFeePaise: number;
  codFeePaise: number;
  /** What the order charged in all; the invoice must come to exactly this. */
  totalPaise: number;
};

export type InvoiceLine = TaxSplit & {
  kind: "goods" | ChargeKind;
  description: string;
  hsn: string;
  /** Null for the delivery and COD fee lines, which are not counted in units. */
  quantity: number | null;
  unit: string | null;
  mrpPerUnitPaise: number | null;
  /** MRP × quantity for goods, the fee for a charge: the value before any discount. */
  grossPaise: number;
  /** Quantity discount and coupon share: gross − total. */
  discountPaise: number;
  rateBasisPoints: number;
};

export const CHARGE_DESCRIPTIONS: Record<ChargeKind, string> = {
  delivery: "Delivery charges",
  cod: "Cash on delivery fee",
};

const HSN = /^\d{4}(\d{2}){0,2}$/;

function assertWhole(value: number, what: string, min = 0) {
  if (!Number.isSafeInteger(value) || value < min)
    throw new Error(`${what} must be a whole number ≥ ${min}, not ${value}`);
}

function assertConsistent(order: ChargedOrder) {
  if (order.lines.length === 0) throw new Error("An invoice needs at least one line of goods");
  for (const line of order.lines) {
    if (!HSN.test(line.hsn)) throw new Error(`HSN "${line.hsn}" must be 4, 6 or 8 digits`);
    assertWhole(line.quantity, "A quantity", 1);
    assertWhole(line.mrpPerUnitPaise, "An MRP");
    assertWhole(line.unitPricePaise, "A unit price");
    assertRate(line.rateBasisPoints);
    if (line.unitPricePaise > line.mrpPerUnitPaise)
      throw new Error(`"${line.description}" sold above its MRP`);
    if (line.lineTotalPaise !== line.unitPricePaise * line.quantity)
      throw new Error(`"${line.description}" total is not unit price × quantity`);
  }
  for (const [what, value] of Object.entries({
    coupon: order.couponDiscountPaise,
    delivery: order.deliveryFeePaise,
    cod: order.codFeePaise,
  })) {
    assertWhole(value, `The ${what} amount`);
  }
  const goods = order.lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  if (order.couponDiscountPaise > goods)
    throw new Error("The coupon takes off more than the goods are worth");
  const expected = goods - order.couponDiscountPaise + order.deliveryFeePaise + order.codFeePaise;
  if (expected !== order.totalPaise)
    throw new Error(`The order's lines come to ${expected} paise, its total says ${order.totalPaise}`);
}

export function invoiceLines(order: ChargedOrder, supply: SupplyType): InvoiceLine[] {
  assertConsistent(order);
  const couponShares = apportion(
    order.couponDiscountPaise,
    order.lines.map((line) => line.lineTotalPaise),
  );
  const goods: InvoiceLine[] = order.lines.map((line, i) => {
    const paid = line.lineTotalPaise - (couponShares[i] as number);
    const gross = line.mrpPerUnitPaise * line.quantity;
    return {
      kind: "goods",
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unit: line.unit,
      mrpPerUnitPaise: line.mrpPerUnitPaise,
      grossPaise: gross,
      discountPaise: gross - paid,
      rateBasisPoints: line.rateBasisPoints,
      ...splitInclusive(paid, line.rateBasisPoints, supply),
    };
  });
  // The principal supply: the goods line the customer paid most for (the first, on a tie).
  const principal = goods.reduce((best, line) => (line.totalPaise > best.totalPaise ? line : best));
  const charges = (["delivery", "cod"] as const)
    .map((kind) => ({ kind, amount: kind === "delivery" ? order.deliveryFeePaise : order.codFeePaise }))
    .filter((charge) => charge.amount > 0)
    .map(
      ({ kind, amount }): InvoiceLine => ({
        kind,
        description: CHARGE_DESCRIPTIONS[kind],
        hsn: principal.hsn,
        quantity: null,
        unit: null,
        mrpPerUnitPaise: null,
        grossPaise: amount,
        discountPaise: 0,
        rateBasisPoints: principal.rateBasisPoints,
        ...splitInclusive(amount, principal.rateBasisPoints, supply),
      }),
    );
  return [...goods, ...charges];
}

export type InvoiceTotals = TaxSplit & { grossPaise: number; discountPaise: number };

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  return {
    ...sumSplits(lines),
    grossPaise: lines.reduce((sum, line) => sum + line.grossPaise, 0),
    discountPaise: lines.reduce((sum, line) => sum + line.discountPaise, 0),
  };
}
