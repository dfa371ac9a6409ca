/**
 * Loading the signed-in customer's orders with the spec §8 messages: no token, 401 (session
 * cleared, then to the login page), another HTTP status, or no answer at all.
 */
import type { ShipmentDto } from "../../domain/api/orders.ts";
import { messages } from "../../domain/messages.ts";
import type { OrderStatus } from "../../domain/orders.ts";
import { type ApiAnswer, call, isSignedIn } from "./auth-fetch.ts";

export type CustomerOrder = {
  _id: string;
  status: OrderStatus;
  products: {
    productId: string;
    name: string;
    image: string;
    price: number;
    originalPrice: number;
    quantity: number;
    lineTotal: number;
  }[];
  deliveryAddress: {
    name: string;
    mobile: string;
    email: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
  };
  goodsTotal: number;
  couponCode: string | null;
  couponDiscount: number;
  deliveryFee: number;
  paymentMethod: "online" | "cod";
  codFee: number;
  totalAmount: number;
  orderDate: string;
  paidAt: string | null;
  statusHistory?: { status: OrderStatus; note: string; at: string }[];
  /** The parcel, once shipped (the order detail only; lists leave it out). */
  shipment?: ShipmentDto | null;
  /** While a cash-on-delivery order awaits its code (the order detail only). */
  codConfirmation?: { confirmBy: string; triesLeft: number } | null;
};

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string; loginRequired: boolean };

/** How long the "Session expired" message stays before the login page opens. */
export const LOGIN_REDIRECT_DELAY_MS = 2_000;

type OrdersApiBody<T> = { success: boolean; data: T; message?: string };

async function load<T>(path: string): Promise<Loaded<T>> {
  if (!isSignedIn()) return { ok: false, message: messages.ordersTokenMissing, loginRequired: true };
  let answer: ApiAnswer<OrdersApiBody<T>>;
  try {
    answer = await call<OrdersApiBody<T>>("GET", path);
  } catch {
    return { ok: false, message: messages.ordersFetchFailed, loginRequired: false };
  }
  // A 401 here means the one refresh failed too: the session is already cleared.
  if (answer.status === 401) return { ok: false, message: messages.sessionExpired, loginRequired: true };
  if (answer.status === 404)
    return { ok: false, message: answer.body?.message ?? messages.orderNotFound, loginRequired: false };
  if (!answer.ok)
    return { ok: false, message: messages.ordersHttpError(answer.status), loginRequired: false };
  if (!answer.body?.success) return { ok: false, message: messages.ordersFetchFailed, loginRequired: false };
  return { ok: true, data: answer.body.data };
}

export const fetchOrders = () => load<CustomerOrder[]>("/api/user/getorders");
export const fetchOrder = (id: string) => load<CustomerOrder>(`/api/user/orders/${encodeURIComponent(id)}`);

/** `orderChanged`: the order no longer awaits a code (confirmed elsewhere, cancelled, expired). */
export type CodConfirmed =
  | { ok: true; order: CustomerOrder; message: string }
  | { ok: false; message: string; orderChanged: boolean };

/** Confirms the customer's COD order with the code they were sent; the server's message either way. */
export async function confirmCodOrder(id: string, code: string): Promise<CodConfirmed> {
  try {
    const answer = await call<{ success: boolean; data: CustomerOrder; message: string }>(
      "POST",
      `/api/user/orders/${encodeURIComponent(id)}/confirm-cod`,
      { code },
    );
    if (answer.ok && answer.body?.success)
      return { ok: true, order: answer.body.data, message: answer.body.message };
    if (answer.status === 401) return { ok: false, message: messages.sessionExpired, orderChanged: false };
    return {
      ok: false,
      message: answer.body?.message || messages.placeOrderNetworkError,
      orderChanged: answer.status === 409,
    };
  } catch {
    return { ok: false, message: messages.placeOrderNetworkError, orderChanged: false };
  }
}

export type Cancelled = { ok: true; order: CustomerOrder; message: string } | { ok: false; message: string };

/** Cancels the customer's own unpaid order; the server's message either way. */
export async function cancelOrder(id: string): Promise<Cancelled> {
  try {
    const answer = await call<{ success: boolean; data: CustomerOrder; message: string }>(
      "POST",
      `/api/user/orders/${encodeURIComponent(id)}/cancel`,
    );
    if (answer.ok && answer.body?.success)
      return { ok: true, order: answer.body.data, message: answer.body.message };
    if (answer.status === 401) return { ok: false, message: messages.sessionExpired };
    return { ok: false, message: answer.body?.message || messages.orderCancelFailed };
  } catch {
    return { ok: false, message: messages.orderCancelFailed };
  }
}
