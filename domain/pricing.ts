/**
 * What a cart costs. Both halves use these functions: islands for instant feedback, the API to
 * compute what is actually charged (the server's answer always wins).
 */
import { codFeeFor, type PaymentMethod } from "./cod.ts";
import type { CouponKind } from "./coupons.ts";
import type { Paise } from "./money.ts";
import { MIN_QUANTITY } from "./quantity.ts";

/** Delivery is ₹50, waived when the goods come to ₹399 or more (decisions.md). */
export const DELIVERY_FEE_PAISE: Paise = 50_00;
export const FREE_DELIVERY_THRESHOLD_PAISE: Paise = 399_00;

/** Quantity discount tiers, off the product's original (MRP) price: highest matching tier wins. */
export const QUANTITY_DISCOUNT_TIERS = [
  { minQuantity: 90, percent: 20 },
  { minQuantity: 60, percent: 15 },
  { minQuantity: 30, percent: 10 },
] as const;

export function discountPercentForQuantity(quantity: number): number {
  return QUANTITY_DISCOUNT_TIERS.find((tier) => quantity >= tier.minQuantity)?.percent ?? 0;
}

/**
 * Per-unit price after the tier discount, rounded to a whole rupee (halves round up), and never
 * above the MRP (Legal Metrology): below the first tier an MRP with paise (₹39.50) rounds down.
 */
export function discountedUnitPricePaise(originalPricePaise: Paise, quantity: number): Paise {
  // In hundredths of a paisa, rounded to whole rupees.
  const rupees = Math.floor(
    (originalPricePaise * (100 - discountPercentForQuantity(quantity)) + 5_000) / 10_000,
  );
  return Math.min(rupees, Math.floor(originalPricePaise / 100)) * 100;
}

/**
 * The listed price ("One price", decisions.md): what one unit costs in the smallest pack, i.e. the
 * MRP less that pack's tier, rounded as the cart rounds it. It is never entered or stored: every
 * page, the product API, JSON-LD and e-mails show this, so no one is shown a price the cart does
 * not charge.
 */
export type ListedPrice = { pricePaise: Paise; discountPercent: number; packQuantity: number };

export function listedPrice(originalPricePaise: Paise): ListedPrice {
  return {
    pricePaise: discountedUnitPricePaise(originalPricePaise, MIN_QUANTITY),
    discountPercent: discountPercentForQuantity(MIN_QUANTITY),
    packQuantity: MIN_QUANTITY,
  };
}

export function deliveryFeeFor(goodsTotalPaise: Paise): Paise {
  if (goodsTotalPaise <= 0) return 0;
  return goodsTotalPaise >= FREE_DELIVERY_THRESHOLD_PAISE ? 0 : DELIVERY_FEE_PAISE;
}

export type Coupon = {
  code: string;
  kind: CouponKind;
  /** Percent (1–100) for `percent`, paise for `fixed`. */
  value: number;
  minOrderPaise: Paise;
};

/** What a coupon takes off the goods total; never more than the goods are worth. */
export function couponDiscountPaise(coupon: Coupon, goodsTotalPaise: Paise): Paise {
  if (goodsTotalPaise < coupon.minOrderPaise) return 0;
  const raw = coupon.kind === "percent" ? Math.round((goodsTotalPaise * coupon.value) / 100) : coupon.value;
  return Math.min(raw, goodsTotalPaise);
}

export type CartLineInput = {
  productId: string;
  quantity: number;
  /** The product's original (MRP) price; the tier discount is taken off this. */
  originalPricePaise: Paise;
};

export type QuotedLine = CartLineInput & {
  discountPercent: number;
  unitPricePaise: Paise;
  lineTotalPaise: Paise;
};

export type CartQuote = {
  lines: QuotedLine[];
  /** Sum of the lines after quantity discounts. */
  goodsTotalPaise: Paise;
  couponDiscountPaise: Paise;
  deliveryFeePaise: Paise;
  /** The cash-on-delivery fee (domain/cod.ts), its own line; 0 when paid online. */
  codFeePaise: Paise;
  grandTotalPaise: Paise;
};

/**
 * The coupon code an order is placed with: the cart's, where it takes something off this quote. One
 * below its minimum order shows as "not applicable" and goes no further: the server would refuse it.
 */
export function appliedCouponCode(quote: CartQuote, coupon: Coupon | null | undefined): string | null {
  return coupon && quote.couponDiscountPaise > 0 ? coupon.code : null;
}

export function quoteCart(
  lines: CartLineInput[],
  coupon?: Coupon | null,
  paymentMethod: PaymentMethod = "online",
): CartQuote {
  const quoted = lines.map((line) => {
    const unitPricePaise = discountedUnitPricePaise(line.originalPricePaise, line.quantity);
    return {
      ...line,
      discountPercent: discountPercentForQuantity(line.quantity),
      unitPricePaise,
      lineTotalPaise: unitPricePaise * line.quantity,
    };
  });
  const goodsTotalPaise = quoted.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const discount = coupon ? couponDiscountPaise(coupon, goodsTotalPaise) : 0;
  const afterCoupon = goodsTotalPaise - discount;
  const deliveryFeePaise = deliveryFeeFor(afterCoupon);
  const codFeePaise = quoted.length > 0 ? codFeeFor(paymentMethod) : 0;
  return {
    lines: quoted,
    goodsTotalPaise,
    couponDiscountPaise: discount,
    deliveryFeePaise,
    codFeePaise,
    grandTotalPaise: afterCoupon + deliveryFeePaise + codFeePaise,
  };
}
