/**
 * Moving an order along its lifecycle. Each change writes, in one batch: the order's new status,
 * the status history row (who, when), the audit record, the customer's e-mail (./emails.ts) and,
 * when cancelling, the stock given back and the payment marked refunded (what was left of it, see
 * ./refunds.ts). The order update is guarded (lib/batch-guards.ts): if another admin changed the
 * order meanwhile, the whole batch rolls back, so nothing applies twice.
 */
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { paiseToRupees } from "../../../domain/money.ts";
import { canChangeStatus, CANCELLABLE_STATUSES } from "../../../domain/order-lifecycle.ts";
import type { OrderStatus } from "../../../domain/orders.ts";
import type { Db } from "../../db/client.ts";
import { orderLines, orders, orderStatusHistory, payments, products } from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import { releaseCouponUse } from "../../coupons/service.ts";
import { GUARDS, runBatch, totalUnlessStatusIsNot, violated } from "../../lib/batch-guards.ts";
import { ApiError, badRequest, conflict } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { queueEmail } from "../../lib/outbox.ts";
import { orderStatusEmail } from "./emails.ts";
import { findOrderRow, getOrderDetail } from "./queries.ts";
import type { Refunder } from "./refunds.ts";

/** Returns the order as the panel shows it and the ids of the e-mails queued, to send once answered. */
export async function changeOrderStatus(
  db: Db,
  refund: Refunder,
  admin: SessionUser,
  orderId: string,
  change: { status: OrderStatus; note: string },
  siteUrl: string,
) {
  const order = await findOrderRow(db, orderId);
  const from = order.status;
  const to = change.status;
  if (!canChangeStatus(from, to)) throw badRequest(adminMessages.orderTransitionRefused(from, to));

  const now = Date.now();
  const statements: BatchItem<"sqlite">[] = [
    db.update(orders).set({ status: to, updatedAt: now, totalPaise: totalUnlessStatusIsNot(from) }).where(eq(orders.id, orderId)),
    db.insert(orderStatusHistory).values({ id: newId(), orderId, status: to, note: change.note, changedBy: admin.id, createdAt: now }),
    auditEntry(db, { adminId: admin.id, action: "order.status", entity: "order", entityId: orderId, before: { status: from }, after: { status: to, note: change.note } }),
  ];

  let refundedPaise: number | null = null;
  if (to === "Cancelled" && (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(from)) {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    for (const line of lines) {
      statements.push(db.update(products).set({ stock: sql`${products.stock} + ${line.quantity}` }).where(eq(products.id, line.productId)));
    }
    // An unpaid order's coupon use was only reserved: it comes back, as when the order expires.
    if (from === "Pending Payment" && order.couponCode) statements.push(releaseCouponUse(db, order.couponCode));
    const payment = await db.select().from(payments).where(eq(payments.orderId, orderId)).get();
    if (payment?.status === "captured" && payment.providerPaymentId) {
      // A remote call cannot sit inside a D1 batch: refund first; if it fails, nothing changes.
      const { refundId } = await refundOrThrow(refund, {
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        amountPaise: payment.amountPaise,
        orderId,
      });
      refundedPaise = payment.amountPaise;
      statements.push(
        db.update(payments).set({ status: "refunded", refundId: refundId ?? payment.refundId, updatedAt: now }).where(eq(payments.id, payment.id)),
        auditEntry(db, {
          adminId: admin.id,
          action: "order.refund",
          entity: "order",
          entityId: orderId,
          before: { paymentStatus: payment.status, amount: paiseToRupees(payment.amountPaise) },
          after: { paymentStatus: "refunded", refundId, amount: paiseToRupees(payment.amountPaise) },
        }),
      );
    }
  }

  const email = orderStatusEmail(order, to, change.note, siteUrl, refundedPaise);
  const emailIds = email ? [newId()] : [];
  if (email) statements.push(queueEmail(db, email, emailIds[0]));

  try {
    await runBatch(db, statements);
  } catch (error) {
    if (!violated(error, GUARDS.orderState)) throw error;
    if (refundedPaise !== null) console.error("Order changed while it was being cancelled; its payment was refunded", orderId);
    throw conflict(adminMessages.orderChangedMeanwhile);
  }
  return { order: await getOrderDetail(db, orderId), emailIds };
}

async function refundOrThrow(refund: Refunder, request: Parameters<Refunder>[0]) {
  try {
    return await refund(request);
  } catch (error) {
    // The shop's own refusals (e.g. payments not configured) keep their status and message.
    if (error instanceof ApiError) throw error;
    console.error("Refund failed", request.orderId, error);
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(502, adminMessages.refundFailed(detail));
  }
}
