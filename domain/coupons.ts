/**
 * What a coupon can be (docs/decisions/011). The admin form and the admin API check these
 * through `adminCouponSchema` (admin-schemas.ts); what a coupon takes off is `couponDiscountPaise`
 * in pricing.ts.
 */
import { formatINR, type Paise } from "./money.ts";

export const COUPON_KINDS = ["percent", "fixed"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Stored upper-case; letters, digits and dashes, starting and ending with a letter or digit. */
export const COUPON_CODE_MIN_LENGTH = 3;
export const COUPON_CODE_MAX_LENGTH = 40;
export const COUPON_CODE_PATTERN = new RegExp(
  `^[A-Z0-9][A-Z0-9-]{${COUPON_CODE_MIN_LENGTH - 2},${COUPON_CODE_MAX_LENGTH - 2}}[A-Z0-9]$`,
);

/**
 * At most 99 % off: a coupon never makes an order free, because a free order has nothing to pay
 * and so no way through checkout (Razorpay takes at least ₹1). A fixed amount off must likewise
 * stay below the coupon's minimum order.
 */
export const MAX_PERCENT_OFF = 99;

/** The most uses a limit can name (total or per customer); blank means unlimited. */
export const MAX_COUPON_USES = 1_000_000;

/**
 * Where a coupon stands, as the server works it out (functions/coupons/service.ts): only an
 * `active` one can be used.
 */
export const COUPON_STATUSES = ["active", "scheduled", "ended", "used-up", "inactive"] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: "Active",
  scheduled: "Scheduled",
  ended: "Ended",
  "used-up": "Used up",
  inactive: "Deactivated",
};

/** "10 % off" or "₹100 off": `value` is percent or paise, as stored. */
export function describeDiscount(kind: CouponKind, value: number): string {
  return kind === "percent" ? `${value} % off` : `${formatINR(value as Paise)} off`;
}
