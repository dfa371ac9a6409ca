/**
 * Moving an order along its lifecycle. Each change writes, in one batch: the order's new status,
 * the status history row (who, when), the audit record, the customer's e-mail (./emails.ts) and,
 * when cancelling, the stock given back (unless a returned parcel brought it back already) and a
 * paid order's refund claimed. Shipping is not done here but by "Ship" (./ship.ts). The order update is
 * guarded (lib/batch-guards.ts): if another admin changed the order meanwhile, the whole batch
 * rolls back, so nothing applies twice and no refund is asked for. Only once the cancel has
 * committed is the payment refunded and the outcome recorded (./refund-flow.ts).
 */
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { adminMessages } from "../../../domain/admin-messages.ts";
import {
  CANCELLABLE_STATUSES,
  cancelRefundsPayment,
  canChangeStatus,
  isWithCourier,
} from "../../../domain/order-lifecycle.ts";
import { cancelOfParcel, judgeParcel } from "../../../domain/shipments.ts";
import type { OrderStatus } from "../../../domain/orders.ts";
import type { Db } from "../../db/client.ts";
import { orders, orderStatusHistory, payments, shipments } from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import type { CourierLink } from "../../lib/config.ts";
import { auditEntry } from "../../lib/audit.ts";
import { releaseCouponUse } from "../../coupons/service.ts";
import {
  GUARDS,
  runBatch,
  totalUnlessParcelMoved,
  totalUnlessStatusIsNot,
  violated,
} from "../../lib/batch-guards.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { queueEmail } from "../../lib/outbox.ts";
import { recordCashCollected } from "../../orders/cod/collections.ts";
import { type Restock, restockOrder } from "../../orders/restock.ts";
import { claimRefund } from "../../payments/refunds.ts";
import { purgeStockCrossings, stockMovesOf } from "../../products/edge-cache.ts";
import {
  CREDIT_NOTES_CHANGED_GUARD,
  findCreditNotes,
  findInvoice,
  issueCreditNote,
} from "../../invoices/issue.ts";
import { orderStatusEmail } from "./emails.ts";
import { findOrderRow, getOrderDetail } from "./queries.ts";
import { finishClaimedRefund, type ClaimedRefund } from "./refund-flow.ts";
import type { Refunder } from "./refunds.ts";

/**
 * What a cancelled order's credit note gives as its reason: a paid order's money goes back; a
 * cash-on-delivery order cancelled before its parcel was delivered was never paid for.
 */
const CANCEL_CREDIT_REASON = {
  paid: "Order cancelled by the seller; the amount paid is refunded",
  unpaid: "Order cancelled by the seller before payment; nothing was collected",
};

/**
 * Returns the order as the panel shows it, the ids of the e-mails queued (to send once answered)
 * and, when a cancelled order's refund did not go through, the gateway's reason.
 */
export async function changeOrderStatus(
  db: Db,
  refund: Refunder,
  admin: SessionUser,
  orderId: string,
  change: { status: OrderStatus; note: string },
  siteUrl: string,
  courier: CourierLink,
) {
  const order = await findOrderRow(db, orderId);
  const from = order.status;
  const to = change.status;
  if (!canChangeStatus(from, to)) throw badRequest(adminMessages.orderTransitionRefused(from, to));
  const shipment = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).get();
  // A parcel with the courier is cancelled there (or returned) before its order is (decision 047),
  // while the shop hears about it (decision 051).
  const parcel = isWithCourier(from)
    ? cancelOfParcel(shipment && judgeParcel(shipment, courier.follows))
    : { allowed: true, restocks: true };
  if (to === "Cancelled" && !parcel.allowed)
    throw conflict(adminMessages.parcelWithCourier(shipment?.courierStatus || "booked"));

  const now = Date.now();
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        // With the courier, the decision also stands on the parcel as read: a courier update, or a
        // parcel sent in place of a lost one (./ship.ts), meanwhile rolls it back.
        totalPaise:
          shipment && isWithCourier(from)
            ? totalUnlessParcelMoved(from, shipment)
            : totalUnlessStatusIsNot(from),
      })
      .where(eq(orders.id, orderId)),
    db
      .insert(orderStatusHistory)
      .values({ id: newId(), orderId, status: to, note: change.note, changedBy: admin.id, createdAt: now }),
    auditEntry(db, {
      adminId: admin.id,
      action: "order.status",
      entity: "order",
      entityId: orderId,
      before: { status: from },
      after: { status: to, note: change.note },
    }),
  ];

  // Cash on delivery handed over: the admin's Delivered (a manually shipped parcel) records it too.
  if (to === "Delivered" && order.paymentMethod === "cod") {
    statements.push(
      db.update(orders).set({ paidAt: now }).where(eq(orders.id, orderId)),
      recordCashCollected(db, order, shipment?.awb ?? "", now),
    );
  }

  let restocks: Restock[] = [];
  let paid: ClaimedRefund["payment"] | null = null;
  // A returned parcel's stock came back with it (functions/shipping/tracking.ts); only its payment is
  // left. A lost one's is gone.
  if (
    to === "Cancelled" &&
    (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(from) &&
    parcel.restocks
  ) {
    restocks = await restockOrder(db, orderId, now);
    statements.push(...restocks.map((restock) => restock.statement));
  }
  // An order cancelled with nothing paid (unpaid, or cash on delivery not collected) gives its coupon
  // use back, as when an unpaid order expires: the customer's own count (holdsCouponUse) already
  // stops counting it, and the coupon's total must agree.
  if (to === "Cancelled" && order.paidAt === null && order.couponCode)
    statements.push(releaseCouponUse(db, order.couponCode));
  if (to === "Cancelled" && cancelRefundsPayment(from)) {
    // An invoiced sale that is called off is credited back in full (CGST Act section 34), in
    // this batch, so the cancellation and its credit note stand or fall together.
    const invoice = await findInvoice(db, orderId);
    if (invoice) {
      const note = issueCreditNote(db, invoice, await findCreditNotes(db, orderId), {
        reason: CANCEL_CREDIT_REASON[order.paidAt === null ? "unpaid" : "paid"],
        issuedAtMs: now,
      });
      if (note) statements.push(note);
    }
    const payment = await db.select().from(payments).where(eq(payments.orderId, orderId)).get();
    if (payment?.status === "captured" && payment.providerPaymentId) {
      paid = { ...payment, providerPaymentId: payment.providerPaymentId };
      statements.push(claimRefund(db, payment, now));
    }
  }

  // A paid order's cancellation e-mail says what happened to the money, so it waits for the refund.
  const email = paid ? null : orderStatusEmail(order, to, change.note, siteUrl);
  const emailIds = email ? [newId()] : [];
  if (email) statements.push(queueEmail(db, email, emailIds[0]));

  try {
    const results = await runBatch(db, statements);
    await purgeStockCrossings(stockMovesOf(statements, results, restocks));
  } catch (error) {
    // A credit note issued meanwhile (a refund made in Razorpay's dashboard) changed the order too.
    if (!violated(error, GUARDS.orderState) && !violated(error, CREDIT_NOTES_CHANGED_GUARD)) throw error;
    throw conflict(adminMessages.orderChangedMeanwhile);
  }
  const refunded = paid
    ? await finishClaimedRefund(db, refund, {
        admin,
        order,
        payment: paid,
        siteUrl,
        after: { cancelledWithNote: change.note },
      })
    : null;
  return {
    order: await getOrderDetail(db, orderId, courier),
    emailIds: [...emailIds, ...(refunded?.emailIds ?? [])],
    refundFailure: refunded?.failure ?? null,
  };
}
