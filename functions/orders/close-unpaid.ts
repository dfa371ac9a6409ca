/**
 * Closing an unpaid order (`Pending Payment`, or a COD order awaiting its code): the customer
 * cancels it, the expiry job gives up on it, or the last wrong COD code ends it. One batch moves it
 * out of the unpaid status it was read in only if it is still there (the order-state guard, as a payment
 * or an admin uses), gives back its stock and its coupon use, marks its open payment failed and
 * records who closed it and why. Whoever gets there first wins; the others change nothing.
 */
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { UnpaidStatus } from "../../domain/orders.ts";
import type { Db } from "../db/client.ts";
import { orders, orderStatusHistory, payments } from "../db/schema.ts";
import { releaseCouponUse } from "../coupons/service.ts";
import { purgeStockCrossings, stockMovesOf } from "../products/edge-cache.ts";
import { GUARDS, runBatch, totalUnlessStatusIsNot, violated } from "../lib/batch-guards.ts";
import { newId } from "../lib/ids.ts";
import { type OutgoingEmail, queueEmail } from "../lib/outbox.ts";
import { restockOrder } from "./restock.ts";

export type UnpaidOrderClosure = {
  to: "Cancelled" | "Payment Failed";
  note: string;
  /** The customer who cancelled; null for the shop's own expiry. */
  changedBy: string | null;
  /** Told to the customer with the close, in its batch (the cron sends it): when they may not know. */
  email?: OutgoingEmail;
};

/** True when this call closed the order; false when it was no longer unpaid. */
export async function closeUnpaidOrder(
  db: Db,
  order: Pick<typeof orders.$inferSelect, "id" | "couponCode"> & { status: UnpaidStatus },
  closure: UnpaidOrderClosure,
): Promise<boolean> {
  const now = Date.now();
  const restocks = await restockOrder(db, order.id, now);
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(orders)
      .set({ status: closure.to, updatedAt: now, totalPaise: totalUnlessStatusIsNot(order.status) })
      .where(eq(orders.id, order.id)),
    ...restocks.map((restock) => restock.statement),
    ...(order.couponCode ? [releaseCouponUse(db, order.couponCode)] : []),
    db
      .update(payments)
      .set({ status: "failed", updatedAt: now })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "created"))),
    db.insert(orderStatusHistory).values({
      id: newId(),
      orderId: order.id,
      status: closure.to,
      note: closure.note,
      changedBy: closure.changedBy,
      createdAt: now,
    }),
    ...(closure.email ? [queueEmail(db, closure.email)] : []),
  ];
  try {
    const results = await runBatch(db, statements);
    await purgeStockCrossings(stockMovesOf(statements, results, restocks));
    return true;
  } catch (error) {
    if (violated(error, GUARDS.orderState)) return false;
    throw error;
  }
}
