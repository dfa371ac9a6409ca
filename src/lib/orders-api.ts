/**
 * The customer's orders through the one client (`lib/api.ts`), each failure worded for the order
 * pages (docs/product.md#4-messages, "My orders, tracking"): no token, an expired session (cleared,
 * then to the login page), another HTTP status, or no answer at all.
 */
import type {
  codConfirmedResponse,
  orderCancelledResponse,
  orderDetailResponse,
  orderListResponse,
} from "../../domain/api/orders.ts";
import { messages } from "../../domain/messages.ts";
import { isSignedIn } from "../stores/session.ts";
import { api, ApiRequestError, errorMessage, type ResponseSchema } from "./api.ts";
import type { z } from "../../domain/zod.ts";

export type { OrderDetailDto, OrderDto, OrderListItemDto, ShipmentDto } from "../../domain/api/orders.ts";

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string; loginRequired: boolean };

/** How long the "Session expired" message stays before the login page opens. */
export const LOGIN_REDIRECT_DELAY_MS = 2_000;

/** Why an order screen could not load, in the words it shows. */
function failure(error: unknown): { ok: false; message: string; loginRequired: boolean } {
  const failed = error instanceof ApiRequestError ? error : null;
  // The one refresh failed too: the session is already cleared.
  if (failed?.kind === "expired") return { ok: false, message: messages.sessionExpired, loginRequired: true };
  if (failed?.kind === "refused" && failed.status === 404)
    return { ok: false, message: failed.serverMessage ?? messages.orderNotFound, loginRequired: false };
  if (failed?.kind === "refused")
    return { ok: false, message: messages.ordersHttpError(failed.status), loginRequired: false };
  return { ok: false, message: messages.ordersFetchFailed, loginRequired: false };
}

async function load<S extends ResponseSchema & z.ZodType<{ data: unknown }>>(
  path: string,
): Promise<Loaded<z.output<S>["data"]>> {
  if (!isSignedIn()) return { ok: false, message: messages.ordersTokenMissing, loginRequired: true };
  try {
    return { ok: true, data: (await api.get<S>(path)).data };
  } catch (error) {
    return failure(error);
  }
}

export const fetchOrders = () => load<typeof orderListResponse>("/api/user/getorders");
export const fetchOrder = (id: string) =>
  load<typeof orderDetailResponse>(`/api/user/orders/${encodeURIComponent(id)}`);

export type Cancelled =
  | { ok: true; order: z.output<typeof orderCancelledResponse>["data"]; message: string }
  | { ok: false; message: string };

/** `orderChanged`: the order no longer awaits a code (confirmed elsewhere, cancelled, expired). */
export type CodConfirmed =
  | { ok: true; order: z.output<typeof codConfirmedResponse>["data"]; message: string }
  | { ok: false; message: string; orderChanged: boolean };

/** Confirms the customer's COD order with the code they were sent; the server's message either way. */
export async function confirmCodOrder(id: string, code: string): Promise<CodConfirmed> {
  try {
    const answer = await api.post<typeof codConfirmedResponse>(
      `/api/user/orders/${encodeURIComponent(id)}/confirm-cod`,
      { code },
    );
    return { ok: true, order: answer.data, message: answer.message };
  } catch (error) {
    const failed = error instanceof ApiRequestError ? error : null;
    if (failed?.kind === "expired")
      return { ok: false, message: messages.sessionExpired, orderChanged: false };
    return {
      ok: false,
      message: errorMessage(error, messages.placeOrderNetworkError),
      orderChanged: failed?.kind === "refused" && failed.status === 409,
    };
  }
}

/** Cancels the customer's own unpaid order; the server's message either way. */
export async function cancelOrder(id: string): Promise<Cancelled> {
  try {
    const answer = await api.post<typeof orderCancelledResponse>(
      `/api/user/orders/${encodeURIComponent(id)}/cancel`,
    );
    return { ok: true, order: answer.data, message: answer.message };
  } catch (error) {
    if (error instanceof ApiRequestError && error.kind === "expired")
      return { ok: false, message: messages.sessionExpired };
    return { ok: false, message: errorMessage(error, messages.orderCancelFailed) };
  }
}
