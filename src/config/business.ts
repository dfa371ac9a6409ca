/**
 * The shop's business promises, each defined once: those editors change live in
 * src/content/settings/business.json (edited at /cms), the rest here. Pages, FAQ answers and policy
 * texts render these values (content uses `{{token}}` placeholders, see `src/content/fill.ts`), so
 * the landing page, FAQ, policies and cart can never disagree. Delivery money comes from
 * domain/pricing.ts, which the cart and the server charge with.
 */
import {
  DELIVERY_FEE_PAISE,
  FREE_DELIVERY_THRESHOLD_PAISE,
  QUANTITY_DISCOUNT_TIERS,
} from "../../domain/pricing.ts";
import {
  CONTACT_MESSAGE_RETENTION_YEARS,
  EMAIL_COPY_RETENTION_DAYS,
  TAX_RECORDS_RETENTION_YEARS,
} from "../../domain/data-rights.ts";
import {
  COD_CONFIRMATION_WINDOW_HOURS,
  COD_FEE_PAISE,
  COD_MAX_CODE_ATTEMPTS,
  COD_MAX_ORDER_TOTAL_PAISE,
  COD_RTO_LOCKOUT_DAYS,
} from "../../domain/cod.ts";
import { formatINR } from "../../domain/money.ts";
import { PAYMENT_WINDOW_MINUTES } from "../../domain/orders.ts";
import { MIN_QUANTITY } from "../../domain/quantity.ts";
import { REWARD_POINTS_PER_100_RUPEES } from "../../domain/rewards.ts";
import { businessSettings } from "../content/model/collections.ts";
import settingsFile from "../content/settings/business.json" with { type: "json" };
import type { BusinessToken } from "../content/tokens.ts";
import { DELIVERY_ZONES, DISPATCH_RULES } from "./delivery.ts";
import { GRIEVANCE_OFFICER, grievancePromise, seller } from "./seller.ts";
import { site } from "./site.ts";

/**
 * The editors' settings, checked with the schema the content build and the CMS use: a file that
 * breaks it stops the build here, with the rule's message.
 */
const settings = businessSettings.zod.parse(settingsFile);

/** Customer care's opening hours, e.g. "Monday to Friday, 9 AM to 6 PM IST". */
export const SUPPORT_HOURS = settings.supportHours;
/** Completes "We reply …", e.g. "within 24 hours". */
export const RESPONSE_TIME = settings.responseTime;
/** Returns: unopened, sealed packs within this many days of delivery, full refund of the goods. */
export const RETURN_WINDOW_DAYS = settings.returnWindowDays;
/** Damaged, leaking or wrong items must be reported within this many days of delivery. */
export const DAMAGE_REPORT_DAYS = settings.damageReportDays;
/** We issue a refund within this many business days of receiving a return or a cancellation. */
export const REFUND_INITIATED_BUSINESS_DAYS = settings.refundInitiatedBusinessDays;
/** How long a refund takes to reach the customer once we have issued it, by payment method. */
export const REFUND_TIMES = settings.refundTimes;

const transitDays = Object.values(DELIVERY_ZONES).map((zone) => zone.transitDays);
const cutoffHour = DISPATCH_RULES.cutoffHour;

/**
 * The only delivery option the shop sells: its name is the editors' setting, the fee and threshold
 * are the cart's own, the days and the cut-off the delivery zones' (src/config/delivery.ts).
 */
export const SHIPPING = {
  name: settings.shipping.name,
  time: `${Math.min(...transitDays.map((days) => days.from))}–${Math.max(...transitDays.map((days) => days.to))} working days`,
  dispatchCutoff: `${cutoffHour % 12 || 12} ${cutoffHour < 12 ? "AM" : "PM"} IST`,
} as const;

export const MINIMUM_AGE = 18;

export const MAX_QUANTITY_DISCOUNT_PERCENT = Math.max(...QUANTITY_DISCOUNT_TIERS.map((t) => t.percent));

/** Every value content may use, ready to print (src/content/tokens.ts names them). */
export const businessTokens: Record<BusinessToken, string> = {
  brand: site.name,
  supportEmail: site.supportEmail,
  supportPhone: site.supportPhone,
  supportHours: SUPPORT_HOURS,
  responseTime: RESPONSE_TIME,
  companyAddress: site.address,
  legalName: seller.legalName,
  gstin: seller.gstin,
  grievanceOfficerName: GRIEVANCE_OFFICER.name,
  grievanceOfficerDesignation: GRIEVANCE_OFFICER.designation,
  grievanceOfficerEmail: GRIEVANCE_OFFICER.email,
  grievanceOfficerPhone: GRIEVANCE_OFFICER.phone,
  grievanceAcknowledge: grievancePromise.acknowledge,
  grievanceResolve: grievancePromise.resolve,
  returnWindowDays: String(RETURN_WINDOW_DAYS),
  damageReportDays: String(DAMAGE_REPORT_DAYS),
  refundInitiatedDays: String(REFUND_INITIATED_BUSINESS_DAYS),
  refundTimes: REFUND_TIMES.map((r) => `${r.method}: ${r.time}`).join("; "),
  deliveryFee: formatINR(DELIVERY_FEE_PAISE),
  freeDeliveryThreshold: formatINR(FREE_DELIVERY_THRESHOLD_PAISE),
  codFee: formatINR(COD_FEE_PAISE),
  codMaxOrderTotal: formatINR(COD_MAX_ORDER_TOTAL_PAISE),
  codConfirmationHours: String(COD_CONFIRMATION_WINDOW_HOURS),
  codMaxCodeAttempts: String(COD_MAX_CODE_ATTEMPTS),
  codRtoLockoutDays: String(COD_RTO_LOCKOUT_DAYS),
  paymentWindowMinutes: String(PAYMENT_WINDOW_MINUTES),
  shippingName: SHIPPING.name,
  shippingTime: SHIPPING.time,
  dispatchCutoff: SHIPPING.dispatchCutoff,
  minimumAge: String(MINIMUM_AGE),
  taxRecordsRetentionYears: String(TAX_RECORDS_RETENTION_YEARS),
  contactMessageRetentionYears: String(CONTACT_MESSAGE_RETENTION_YEARS),
  emailCopyRetentionDays: String(EMAIL_COPY_RETENTION_DAYS),
  rewardPointsPer100: String(REWARD_POINTS_PER_100_RUPEES),
  minQuantity: String(MIN_QUANTITY),
  maxDiscountPercent: String(MAX_QUANTITY_DISCOUNT_PERCENT),
  quantityTiers: [...QUANTITY_DISCOUNT_TIERS]
    .reverse()
    .map((t) => `${t.percent}% off from ${t.minQuantity} sachets`)
    .join(", "),
};
