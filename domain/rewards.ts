/**
 * Reward points: a customer earns points for every ₹100 of goods they have paid for (after any
 * coupon; delivery fees earn nothing). Points are counted from paid orders that were not cancelled,
 * so cancelling an order (which refunds it) takes its points back with it; a part refund of an order
 * that stands (made in Razorpay's dashboard, credited by a credit note) takes back what it refunded,
 * counted against the goods (a rare refund of a fee costs the customer a point at most).
 */
import type { Paise } from "./money.ts";
import type { OrderStatus } from "./orders.ts";

export const REWARD_POINTS_PER_100_RUPEES = 1;
const PAISE_PER_100_RUPEES = 100_00;

/** The statuses of orders that were paid and still stand. */
export const POINT_EARNING_STATUSES = [
  "Processing",
  "Shipped",
  "Out for Delivery",
  "Delivered",
] as const satisfies readonly OrderStatus[];

/**
 * A cash-on-delivery order is paid when the courier collects the cash: it earns its points once
 * Delivered, not before (an order refused at the door never earned any).
 */
export const COD_POINT_EARNING_STATUSES = ["Delivered"] as const satisfies readonly OrderStatus[];

/** Points one order earns: each full ₹100 of goods paid for. */
export function rewardPointsFor(paidGoodsPaise: Paise): number {
  return Math.floor(Math.max(0, paidGoodsPaise) / PAISE_PER_100_RUPEES) * REWARD_POINTS_PER_100_RUPEES;
}
