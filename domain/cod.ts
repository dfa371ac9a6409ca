/**
 * Cash on delivery (decisions.md "Cash on delivery", docs/decisions/021): who may pay at the door,
 * what it costs, and how an order is confirmed before it is packed. Every number here is a product
 * choice, named once and listed in the README; the API, the cart and the dashboard read them here.
 */
import type { Paise } from "./money.ts";
import type { OrderStatus } from "./orders.ts";

/** How a customer pays: online (Razorpay, or the test checkout) or in cash at the door. */
export const PAYMENT_METHODS = ["online", "cod"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The COD fee, its own line in the totals: the courier charges the shop for collecting cash. */
export const COD_FEE_PAISE: Paise = 40_00;

/** The most a COD order may come to, fee included: a refused parcel costs the shop both ways. */
export const COD_MAX_ORDER_TOTAL_PAISE: Paise = 2500_00;

/** After a COD parcel is refused at the door (RTO), the account pays online for this long. */
export const COD_RTO_LOCKOUT_DAYS = 180;

/** COD orders an account may have placed and not yet received; one more is refused. */
export const COD_MAX_UNDELIVERED_ORDERS = 1;

/**
 * Different mobiles one account may ask cash on delivery for in a day (UTC), by the cart's check or
 * an order: delivery mobiles and the account's own phone (decision 055). Each answer says whether COD is allowed for the mobile, and the
 * blocklist holds mobiles: without a cap an account could test any number against it. A customer
 * sends to their own mobile, and now and then a relative's.
 */
export const COD_MOBILES_PER_ACCOUNT_PER_DAY = 5;

/**
 * Cash-on-delivery orders, each of which texts and e-mails a code, one account may place in a day
 * (UTC), and that may name one delivery mobile whatever the account (decision 057). An order awaiting
 * its code can be cancelled at once, so without these a loop of place and cancel would text and
 * e-mail anyone, from the shop's sender, as fast as orders may be placed.
 */
export const COD_ORDERS_PER_ACCOUNT_PER_DAY = 5;
export const COD_ORDERS_PER_MOBILE_PER_DAY = 5;

/** The confirmation code sent to the delivery mobile: this many digits. */
export const COD_CODE_DIGITS = 6;

/** Tries at the code before the order is cancelled (its stock comes back). */
export const COD_MAX_CODE_ATTEMPTS = 5;

/** An unconfirmed COD order is cancelled this long after it was placed (the cron's sweep). */
export const COD_CONFIRMATION_WINDOW_HOURS = 24;

/** The dashboard's RTO rate and COD share look back this far. */
export const COD_DASHBOARD_WINDOW_DAYS = 30;

/** A COD order waiting for its code: unpaid, stock reserved. */
export const COD_PENDING_STATUS = "COD Pending Confirmation" satisfies OrderStatus;

/** COD orders not yet delivered: they count against COD_MAX_UNDELIVERED_ORDERS. */
export const COD_UNDELIVERED_STATUSES = [
  "COD Pending Confirmation",
  "Processing",
  "Shipped",
  "Out for Delivery",
] as const satisfies readonly OrderStatus[];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** When an unconfirmed COD order placed at `placedAtMs` is cancelled. */
export function codConfirmationDeadline(placedAtMs: number): number {
  return placedAtMs + COD_CONFIRMATION_WINDOW_HOURS * HOUR_MS;
}

/** Returns to origin after this instant lock an account out of COD. */
export function codRtoLockoutStart(nowMs: number): number {
  return nowMs - COD_RTO_LOCKOUT_DAYS * DAY_MS;
}

/** The fee a payment method adds to an order. */
export function codFeeFor(method: PaymentMethod): Paise {
  return method === "cod" ? COD_FEE_PAISE : 0;
}

/** Why COD is refused, in the order the checks are made (the first one found is told). */
export const COD_REFUSALS = ["pincode", "total", "recent_rto", "blocklisted", "undelivered_cod"] as const;
export type CodRefusal = (typeof COD_REFUSALS)[number];

/** What the server knows about a would-be COD order; the rule below decides on it alone. */
export type CodFacts = {
  /** The PIN code check's `cod` for the delivery PIN code. */
  pincodeAllowsCod: boolean;
  /** The order's total with the COD fee. */
  totalWithFeePaise: Paise;
  /** The account has a COD order returned to origin within COD_RTO_LOCKOUT_DAYS. */
  recentRto: boolean;
  /** The delivery mobile, the account's phone or the delivery PIN code is on the admins' blocklist. */
  blocklisted: boolean;
  /** COD orders of the account in COD_UNDELIVERED_STATUSES. */
  undeliveredCodOrders: number;
};

/** Null when COD is allowed, else the first reason it is not. */
export function codRefusal(facts: CodFacts): CodRefusal | null {
  if (!facts.pincodeAllowsCod) return "pincode";
  if (facts.totalWithFeePaise > COD_MAX_ORDER_TOTAL_PAISE) return "total";
  if (facts.recentRto) return "recent_rto";
  if (facts.blocklisted) return "blocklisted";
  if (facts.undeliveredCodOrders >= COD_MAX_UNDELIVERED_ORDERS) return "undelivered_cod";
  return null;
}

/** What the admins' COD blocklist holds: delivery mobiles (10 digits) and PIN codes. */
export const COD_BLOCK_KINDS = ["phone", "pincode"] as const;
export type CodBlockKind = (typeof COD_BLOCK_KINDS)[number];
/** The longest reason an admin may note beside a blocklist entry. */
export const COD_BLOCK_REASON_MAX_LENGTH = 200;

/**
 * The most orders one remittance marks, and so the most collected-not-remitted orders the admin's
 * COD screen lists at once (oldest first: the next ones show once these are marked). Under D1's
 * 100 bound parameters a statement, with room for the marking's own (100 ids failed on D1, though
 * not on the local SQLite the tests run on).
 */
export const COD_REMITTANCE_MAX_ORDERS = 90;

/**
 * A delivered COD order's refund is paid outside the shop, by UPI or bank transfer to the account
 * the customer gives, and recorded by an admin with the transfer's reference and why (decision 058).
 * Both go into the credit note's reason, which holds 200 characters at most.
 */
export const OUTSIDE_REFUND_REFERENCE = { min: 4, max: 40, pattern: /^[A-Za-z0-9/-]+$/ } as const;
export const OUTSIDE_REFUND_REASON_MAX_LENGTH = 120;
