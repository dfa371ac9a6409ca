/**
 * Moving an order along its lifecycle. Each change writes, in one batch: the status history row
 * (who, when), the order's new status, the audit record and, when cancelling, the stock given back
 * and the payment marked refunded. Every statement is conditional on the history row, which is
 * only inserted if the order still has the status the admin saw, so two admins acting at once
 * cannot apply a change twice (e.g. restore stock twice).
 */
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { messages } from "../../../domain/messages.ts";
import { canChangeStatus, CANCELLABLE_STATUSES, type OrderStatus } from "../../../domain/order-lifecycle.ts";
import { paiseToRupees } from "../../../domain/money.ts";
import type { Db } from "../../db/client.ts";
import { orderLines, orders, orderStatusHistory, payments, products } from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntryIf } from "../../lib/audit.ts";
import { ApiError, badRequest, conflict } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { findOrderRow, getOrderDetail } from "./queries.ts";
import type { Refunder } from "./refunds.ts";

export async function changeOrderStatus(
  db: Db,
  refund: Refunder,
  admin: SessionUser,
  orderId: string,
  change: { status: OrderStatus; note: string },
) {
  const order = await findOrderRow(db, orderId);
  const from = order.status;
  const to = change.status;
  if (!canChangeStatus(from, to)) throw badRequest(messages.admin.orderTransitionRefused(from, to));

  const historyId = newId();
  const now = Date.now();
  const applied = sql`EXISTS (SELECT 1 FROM order_status_history WHERE id = ${historyId})`;
  const statements: BatchItem<"sqlite">[] = [
    // Columns in table order: id, order_id, status, note, changed_by, created_at.
    db.insert(orderStatusHistory).select(sql`SELECT ${historyId}, ${orderId}, ${to}, ${change.note}, ${admin.id}, ${now}
      WHERE EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND status = ${from})`),
    db.update(orders).set({ status: to, updatedAt: now }).where(and(eq(orders.id, orderId), applied)),
    auditEntryIf(db, { adminId: admin.id, action: "order.status", entity: "order", entityId: orderId, before: { status: from }, after: { status: to, note: change.note } }, applied),
  ];

  if (to === "Cancelled" && (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(from)) {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    for (const line of lines) {
      statements.push(db.update(products).set({ stock: sql`${products.stock} + ${line.quantity}` }).where(and(eq(products.id, line.productId), applied)));
    }
    const payment = await db.select().from(payments).where(eq(payments.orderId, orderId)).get();
    if (payment?.status === "captured" && payment.providerPaymentId) {
      const { refundId } = await refundOrThrow(refund, {
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        amountPaise: payment.amountPaise,
        orderId,
      });
      statements.push(
        db.update(payments).set({ status: "refunded", refundId, updatedAt: now }).where(and(eq(payments.id, payment.id), applied)),
        auditEntryIf(db, {
          adminId: admin.id,
          action: "order.refund",
          entity: "order",
          entityId: orderId,
          before: { paymentStatus: payment.status, amount: paiseToRupees(payment.amountPaise) },
          after: { paymentStatus: "refunded", refundId, amount: paiseToRupees(payment.amountPaise) },
        }, applied),
      );
    }
  }

  const [inserted] = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  if ((inserted as D1Result).meta.changes !== 1) {
    if (to === "Cancelled") console.error("Order changed while it was being cancelled; check its refund", orderId);
    throw conflict(messages.admin.orderChangedMeanwhile);
  }
  return getOrderDetail(db, orderId);
}

async function refundOrThrow(refund: Refunder, request: Parameters<Refunder>[0]) {
  try {
    return await refund(request);
  } catch (error) {
    console.error("Refund failed", request.orderId, error);
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(502, messages.admin.refundFailed(detail));
  }
}
