/**
 * The order lifecycle (decisions.md): Pending Payment → Processing (paid) → Shipped → Out for
 * Delivery → Delivered, plus Cancelled and Payment Failed. Admins move an order one step forward
 * or cancel it while it has not been delivered; the API and the panel both ask these functions.
 */
export const ORDER_STATUSES = [
  "Pending Payment",
  "Processing",
  "Shipped",
  "Out for Delivery",
  "Delivered",
  "Cancelled",
  "Payment Failed",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The admin "ongoing" filter and the ongoing-orders page (spec §7, §2). */
export const ONGOING_STATUSES = ["Processing", "Shipped", "Out for Delivery"] as const satisfies readonly OrderStatus[];

const NEXT_STEP: Partial<Record<OrderStatus, OrderStatus>> = {
  Processing: "Shipped",
  Shipped: "Out for Delivery",
  "Out for Delivery": "Delivered",
};

/** Orders whose stock is still held for them, so cancelling gives it back. */
export const CANCELLABLE_STATUSES = ["Pending Payment", "Processing", "Shipped", "Out for Delivery"] as const satisfies readonly OrderStatus[];

export function isOngoing(status: OrderStatus): boolean {
  return (ONGOING_STATUSES as readonly OrderStatus[]).includes(status);
}

/** What an admin may change an order to from `from`: the next step, and Cancelled while possible. */
export function allowedNextStatuses(from: OrderStatus): OrderStatus[] {
  const next = NEXT_STEP[from];
  const cancellable = (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(from);
  return [...(next ? [next] : []), ...(cancellable ? (["Cancelled"] as const) : [])];
}

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return allowedNextStatuses(from).includes(to);
}

/** Spec §9: the admin's ongoing-orders page estimates delivery as order date + 3 days. */
export const ESTIMATED_DELIVERY_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export function estimatedDeliveryAt(orderDateMs: number): number {
  return orderDateMs + ESTIMATED_DELIVERY_DAYS * DAY_MS;
}

/** An ongoing order past its estimated delivery; the panel highlights it. */
export function isOverdue(orderDateMs: number, status: OrderStatus, nowMs: number): boolean {
  return isOngoing(status) && nowMs > estimatedDeliveryAt(orderDateMs);
}

/** Spec §9: order ids are shown by their first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}
