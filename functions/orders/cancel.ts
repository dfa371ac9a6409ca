/**
 * A customer cancels their own unpaid order (POST /api/user/orders/:id/cancel): its stock and
 * coupon use come back at once, so they can order again within the unpaid-orders cap. Only a
 * `Pending Payment` order, or a COD order not yet confirmed (nothing was paid, nothing to refund): a paid one is the admins' to cancel and refund. Racing the payment
 * webhook, the checkout callback or the expiry job, exactly one of them applies (close-unpaid.ts);
 * a payment that lands after the cancel is refunded by settleProviderPayment.
 */
import { messages } from "../../domain/messages.ts";
import { isUnpaid } from "../../domain/orders.ts";
import type { Db } from "../db/client.ts";
import { conflict } from "../lib/errors.ts";
import { closeUnpaidOrder } from "./close-unpaid.ts";
import { findOwnOrder } from "./own-order.ts";
import { getOwnOrderDetail } from "./service.ts";

export async function cancelOwnUnpaidOrder(db: Db, customerId: string, orderId: string) {
  const order = await findOwnOrder(db, customerId, orderId);
  const { status } = order;
  if (!isUnpaid(status)) throw conflict(messages.orderNotCancellable(status));
  const closed = await closeUnpaidOrder(
    db,
    { ...order, status },
    {
      to: "Cancelled",
      note:
        status === "Pending Payment"
          ? "Cancelled by the customer before payment"
          : "Cancelled by the customer before confirming cash on delivery",
      changedBy: customerId,
    },
  );
  const detail = await getOwnOrderDetail(db, customerId, orderId);
  // Someone else got there first (paid, expired, cancelled by an admin): say what it is now.
  if (!closed) throw conflict(messages.orderNotCancellable(detail.status));
  return detail;
}
