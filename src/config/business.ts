/**
 * The shop's business promises, each defined once. Pages, FAQ answers and policy texts render
 * these values (content uses `{{token}}` placeholders, see `src/content/fill.ts`), so the landing
 * page, FAQ, policies and cart can never disagree. Delivery money comes from domain/pricing.ts,
 * which the cart and the server charge with.
 */
import {
  DELIVERY_FEE_PAISE,
  FREE_DELIVERY_THRESHOLD_PAISE,
  QUANTITY_DISCOUNT_TIERS,
} from "../../domain/pricing.ts";
import { formatINR } from "../../domain/money.ts";
import { MIN_QUANTITY } from "../../domain/quantity.ts";
import { REWARD_POINTS_PER_100_RUPEES } from "../../domain/rewards.ts";
import { DELIVERY_ZONES, DISPATCH_RULES } from "./delivery.ts";
import { site } from "./site.ts";

/** Returns: unopened, sealed packs within this many days of delivery, full refund of the goods. */
export const RETURN_WINDOW_DAYS = 30;
/** Damaged, leaking or wrong items must be reported within this many days of delivery. */
export const DAMAGE_REPORT_DAYS = 3;
/** We issue a refund within this many business days of receiving a return or a cancellation. */
export const REFUND_INITIATED_BUSINESS_DAYS = 2;

/** How long a refund takes to reach the customer once we have issued it, by payment method. */
export const REFUND_TIMES = [
  { method: "UPI and wallets", time: "1–3 business days" },
  { method: "Credit and debit cards", time: "5–7 business days" },
  { method: "Net banking", time: "3–5 business days" },
] as const;

const transitDays = Object.values(DELIVERY_ZONES).map((zone) => zone.transitDays);
const cutoffHour = DISPATCH_RULES.cutoffHour;

/**
 * The only delivery option the shop sells; the fee and threshold are the cart's own, the days and
 * the cut-off the delivery zones' (src/config/delivery.ts).
 */
export const SHIPPING = {
  name: "Standard delivery",
  time: `${Math.min(...transitDays.map((days) => days.from))}–${Math.max(...transitDays.map((days) => days.to))} working days`,
  dispatchCutoff: `${cutoffHour % 12 || 12} ${cutoffHour < 12 ? "AM" : "PM"} IST`,
} as const;

export const MINIMUM_AGE = 18;

export const MAX_QUANTITY_DISCOUNT_PERCENT = Math.max(...QUANTITY_DISCOUNT_TIERS.map((t) => t.percent));

/** Every value content may use, ready to print. */
export const businessTokens = {
  brand: site.name,
  supportEmail: site.supportEmail,
  supportPhone: site.supportPhone,
  supportHours: site.supportHours,
  responseTime: site.responseTime,
  companyAddress: site.address,
  returnWindowDays: String(RETURN_WINDOW_DAYS),
  damageReportDays: String(DAMAGE_REPORT_DAYS),
  refundInitiatedDays: String(REFUND_INITIATED_BUSINESS_DAYS),
  refundTimes: REFUND_TIMES.map((r) => `${r.method}: ${r.time}`).join("; "),
  deliveryFee: formatINR(DELIVERY_FEE_PAISE),
  freeDeliveryThreshold: formatINR(FREE_DELIVERY_THRESHOLD_PAISE),
  shippingName: SHIPPING.name,
  shippingTime: SHIPPING.time,
  dispatchCutoff: SHIPPING.dispatchCutoff,
  minimumAge: String(MINIMUM_AGE),
  rewardPointsPer100: String(REWARD_POINTS_PER_100_RUPEES),
  minQuantity: String(MIN_QUANTITY),
  maxDiscountPercent: String(MAX_QUANTITY_DISCOUNT_PERCENT),
  quantityTiers: [...QUANTITY_DISCOUNT_TIERS]
    .reverse()
    .map((t) => `${t.percent}% off from ${t.minQuantity} sachets`)
    .join(", "),
} as const;

export type BusinessToken = keyof typeof businessTokens;
