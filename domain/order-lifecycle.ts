/**
 * What admins may do to an order (domain/orders.ts has the lifecycle's statuses): move it one step
 * forward — Processing → Shipped → Out for Delivery → Delivered — or cancel it while it has not
 * been delivered. The API and the panel both ask these functions.
 */
import { estimatedDeliveryAt, type OrderStatus } from "./orders.ts";

/** The admin "ongoing" filter and ongoing-orders page: paid orders on their way. */
export const ADMIN_ONGOING_STATUSES = [
  "Processing",
  "Shipped",
  "Out for Delivery",
] as const satisfies readonly OrderStatus[];

const NEXT_STEP: Partial<Record<OrderStatus, OrderStatus>> = {
  Processing: "Shipped",
  Shipped: "Out for Delivery",
  "Out for Delivery": "Delivered",
};

/** Orders whose stock is still held for them, so cancelling gives it back. */
export const CANCELLABLE_STATUSES = [
  "Pending Payment",
  "Processing",
  "Shipped",
  "Out for Delivery",
] as const satisfies readonly OrderStatus[];

export function isAdminOngoing(status: OrderStatus): boolean {
  return (ADMIN_ONGOING_STATUSES as readonly OrderStatus[]).includes(status);
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

/** An ongoing order past its estimated delivery; the panel highlights it. */
export function isOverdue(orderDateMs: number, status: OrderStatus, nowMs: number): boolean {
  return isAdminOngoing(status) && nowMs > estimatedDeliveryAt(orderDateMs);
}
