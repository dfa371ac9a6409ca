/**
 * What admins may do to an order (domain/orders.ts has the lifecycle's statuses): ship a Processing
 * order (only through "Ship", which records the courier and AWB: SHIPPING_STATUS), move a shipped
 * one forward — Shipped → Out for Delivery → Delivered — or cancel it while it has not been
 * delivered. A parcel the courier brought back (Returned to Origin) has its stock back already;
 * cancelling it refunds the customer, or "Ship" sends it again, as it sends a parcel in place of one
 * that ended on the way (`shippingOf`). The API and the panel both ask these functions.
 */
import { estimatedDeliveryAt, ONGOING_STATUSES, type OrderStatus } from "./orders.ts";
import { cancelOfParcel, type JudgedParcel, type Parcel } from "./shipments.ts";

/** The admin "ongoing" filter and ongoing-orders page: paid orders on their way. */
export const ADMIN_ONGOING_STATUSES = [
  "Processing",
  "Shipped",
  "Out for Delivery",
] as const satisfies readonly OrderStatus[];

/** The status "Ship" moves an order to, from SHIPPABLE_STATUS, with its courier and AWB. */
export const SHIPPABLE_STATUS = "Processing" satisfies OrderStatus;
export const SHIPPING_STATUS = "Shipped" satisfies OrderStatus;
/**
 * A parcel the courier brought back may be sent again ("Send again", decision 048): its goods are
 * taken off the shelf again and a new parcel goes out; or the order is cancelled and refunded.
 */
export const RESHIPPABLE_STATUS = "Returned to Origin" satisfies OrderStatus;

/**
 * What "Ship" sends for an order now, or null when it sends nothing:
 * - `first`: a Processing order's parcel;
 * - `again`: a parcel the courier brought back (decision 048), whose goods are back on the shelf;
 * - `replacement`: new goods for a parcel the courier lost (decision 050), whose goods are gone;
 * - `rebook`: a new booking for one cancelled at the courier before it left (decision 050), whose
 *   goods never left and are still held for the order.
 * The last three take the place of an earlier parcel: its shipment row takes the new one.
 */
export type Shipping = "first" | "again" | "replacement" | "rebook";

export function shippingOf(status: OrderStatus, parcel?: Parcel | null): Shipping | null {
  if (status === SHIPPABLE_STATUS) return "first";
  if (status === RESHIPPABLE_STATUS) return "again";
  if (!isWithCourier(status)) return null;
  if (parcel?.stage === "lost") return "replacement";
  if (parcel?.stage === "cancelled") return "rebook";
  return null;
}

/** Whether sending takes the order's goods off the shelf again: they came back, or were lost. */
export function takesStockAgain(shipping: Shipping): boolean {
  return shipping === "again" || shipping === "replacement";
}

const NEXT_STEP: Partial<Record<OrderStatus, OrderStatus>> = {
  Shipped: "Out for Delivery",
  "Out for Delivery": "Delivered",
};

/**
 * Orders whose stock is still held for them, so cancelling gives it back: every order still on its
 * way (paid or not) holds its stock until it is delivered.
 */
export const CANCELLABLE_STATUSES = ONGOING_STATUSES;

/** Parcels with the courier: its tracking moves them on, to Delivered or back to us. */
export const WITH_COURIER_STATUSES = [
  "Shipped",
  "Out for Delivery",
] as const satisfies readonly OrderStatus[];

export function isWithCourier(status: OrderStatus): boolean {
  return (WITH_COURIER_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * Orders whose payment cancelling refunds: those still held for the customer, and returned parcels.
 * (An order with no captured payment, unpaid or cash on delivery, has nothing to refund: status.ts.)
 */
export function cancelRefundsPayment(from: OrderStatus): boolean {
  return (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(from) || from === "Returned to Origin";
}

export function isAdminOngoing(status: OrderStatus): boolean {
  return (ADMIN_ONGOING_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * What an admin may change an order to from `from` with a status change: the next step, and
 * Cancelled while possible (for a parcel with the courier, once `cancelOfParcel` allows it).
 * Shipping is not a status change (it needs the courier and AWB).
 */
export function allowedNextStatuses(from: OrderStatus, parcel?: JudgedParcel | null): OrderStatus[] {
  const next = NEXT_STEP[from];
  const cancellable =
    cancelRefundsPayment(from) && (!isWithCourier(from) || cancelOfParcel(parcel ?? undefined).allowed);
  return [...(next ? [next] : []), ...(cancellable ? (["Cancelled"] as const) : [])];
}

/** `to` is a step `from` may take, a parcel with the courier aside (status.ts asks `cancelOfParcel`). */
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return allowedNextStatuses(from).includes(to);
}

/** An ongoing order past its estimated delivery; the panel highlights it. */
export function isOverdue(orderDateMs: number, status: OrderStatus, nowMs: number): boolean {
  return isAdminOngoing(status) && nowMs > estimatedDeliveryAt(orderDateMs);
}
