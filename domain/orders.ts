/**
 * Order lifecycle facts shared by the API and the order screens (decisions.md: Pending Payment →
 * Processing → Shipped → Out for Delivery → Delivered, plus Cancelled and Payment Failed, and
 * Returned to Origin: the courier could not deliver and brought the parcel back, decision 019).
 * A cash-on-delivery order starts as COD Pending Confirmation, unpaid with its stock reserved, and
 * becomes Processing when the customer enters the code sent to their mobile (domain/cod.ts).
 */
import { COD_PENDING_STATUS, type PaymentMethod } from "./cod.ts";

export const ORDER_STATUSES = [
  "Pending Payment",
  "COD Pending Confirmation",
  "Processing",
  "Shipped",
  "Out for Delivery",
  "Delivered",
  "Cancelled",
  "Payment Failed",
  "Returned to Origin",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What an entry of an order's status history records. A `change` is the order reaching its status
 * (a parcel sent again is Shipped a second time). A `note` records something that happened while
 * the order stood at its status (the courier's report of a lost parcel, a refund) and changes
 * nothing, so the customer's timeline dates its steps by changes only.
 */
export const HISTORY_ENTRY_KINDS = ["change", "note"] as const;
export type HistoryEntryKind = (typeof HISTORY_ENTRY_KINDS)[number];

/** The happy path a customer's tracker draws, in order, for an order paid online. */
const FULFILMENT_STEPS = [
  "Pending Payment",
  "Processing",
  "Shipped",
  "Out for Delivery",
  "Delivered",
] as const satisfies readonly OrderStatus[];

/** The same for a payment method: a cash-on-delivery order waits for its code, never for payment. */
export function fulfilmentSteps(method: PaymentMethod): readonly OrderStatus[] {
  return method === "cod" ? [COD_PENDING_STATUS, ...FULFILMENT_STEPS.slice(1)] : FULFILMENT_STEPS;
}

/** A new order's status: waiting for its payment, or (cash on delivery) for its code. */
export function placedStatus(method: PaymentMethod): OrderStatus {
  return fulfilmentSteps(method)[0]!;
}

/** An entry of an order's status history, as the order's API gives it (oldest first). */
type HistoryEntry = { status: OrderStatus; kind: HistoryEntryKind; note: string; at: string };

/** A step of the customer's timeline: when the order reached it, or null while it is still to come. */
export type TimelineStep = { status: OrderStatus; reachedAt: string | null; current: boolean };

/**
 * The customer's timeline of an order: the steps of its path, each dated by the newest change that
 * reached it (a parcel sent in place of a lost one is Shipped again; a note made later at the same
 * status moves nothing), and an order off the path (Cancelled, Payment Failed, Returned to Origin)
 * ends with that status and the note of the change that put it there.
 */
export function orderTimeline(order: {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  statusHistory: readonly HistoryEntry[];
}): { steps: TimelineStep[]; offPath: { status: OrderStatus; note: string } | null } {
  const changes = order.statusHistory.filter((entry) => entry.kind === "change").reverse();
  const reached = (status: OrderStatus) => changes.find((entry) => entry.status === status);
  const path = fulfilmentSteps(order.paymentMethod);
  // On the path, the steps after the current one are still to come, even if an earlier parcel
  // reached them (Out for Delivery, then lost, then a replacement Shipped).
  const now = path.indexOf(order.status);
  const steps = path.map((status, i) => ({
    status,
    reachedAt: (now === -1 || i <= now ? reached(status)?.at : undefined) ?? null,
    current: status === order.status,
  }));
  const offPath = now === -1 ? { status: order.status, note: reached(order.status)?.note ?? "" } : null;
  return { steps, offPath };
}

/** Orders still on their way (the "ongoing orders" screen); the rest are history. */
export const ONGOING_STATUSES = [
  "Pending Payment",
  "COD Pending Confirmation",
  "Processing",
  "Shipped",
  "Out for Delivery",
] as const satisfies readonly OrderStatus[];

/**
 * Orders that hold stock but have not been paid or confirmed: the unpaid-orders cap counts them,
 * and closing one gives its stock and coupon use back (functions/orders/close-unpaid.ts).
 */
export const UNPAID_STATUSES = [
  "Pending Payment",
  "COD Pending Confirmation",
] as const satisfies readonly OrderStatus[];
export type UnpaidStatus = (typeof UNPAID_STATUSES)[number];

export function isUnpaid(status: OrderStatus): status is UnpaidStatus {
  return (UNPAID_STATUSES as readonly OrderStatus[]).includes(status);
}

export function isOngoing(status: OrderStatus): boolean {
  return (ONGOING_STATUSES as readonly OrderStatus[]).includes(status);
}

/** An unpaid order keeps its stock this long; then the expiry job releases it. */
export const PAYMENT_WINDOW_MINUTES = 30;

/**
 * Unpaid orders (UNPAID_STATUSES) one account may hold at a time: each holds stock, so without a
 * cap one free account could reserve the whole stock (decisions.md, Abuse limits). Three leaves
 * room for a retry or two after an abandoned checkout.
 */
export const MAX_UNPAID_ORDERS_PER_ACCOUNT = 3;

/** Order ids are shown by their first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

/**
 * The delivery estimate the shop shows (the customer's order screens, the admin's ongoing
 * orders and their overdue flag) is the order date plus 3 days.
 */
export const ESTIMATED_DELIVERY_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export function estimatedDeliveryAt(orderDateMs: number): number {
  return orderDateMs + ESTIMATED_DELIVERY_DAYS * DAY_MS;
}
