/**
 * Razorpay webhooks. The signature is checked over the raw body exactly as received (re-serialised
 * JSON does not match), each `x-razorpay-event-id` is handled once, and captured payments go
 * through the same `settleProviderPayment` as the checkout callback. Only payload data is used
 * (no API round-trip) except to capture an authorised payment or refund a duplicate, so Razorpay
 * gets its answer well within its 5-second limit.
 */
import { and, eq, like } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { messages } from "../../domain/messages.ts";
import { formatINR } from "../../domain/money.ts";
import type { Db } from "../db/client.ts";
import { orders, orderStatusHistory, payments, webhookEvents } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { newId } from "../lib/ids.ts";
import { hmacSha256Hex, toPayment, toRefund, verifyWebhookSignature, type ProviderRefund } from "../lib/razorpay.ts";
import { gatewayFor } from "./gateway.ts";
import { settleProviderPayment } from "./settle.ts";

export type WebhookResult = { status: 200 | 400; message: string };

export async function handleRazorpayWebhook(
  db: Db,
  env: Bindings,
  rawBody: string,
  headers: { signature?: string; eventId?: string },
  onEmailsQueued?: (ids: string[]) => void,
): Promise<WebhookResult> {
  const secret = env.RAZORPAY_WEBHOOK_SECRET ?? "";
  if (!secret || !(await verifyWebhookSignature(rawBody, headers.signature ?? "", secret))) {
    return { status: 400, message: messages.webhookSignatureInvalid };
  }
  const eventId = headers.eventId || `body-${await hmacSha256Hex("event-id", rawBody)}`;
  if (await db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId)).get()) {
    return { status: 200, message: "Event already processed" };
  }
  let event: any;
  try {
    event = JSON.parse(rawBody);
  } catch {
    return { status: 400, message: "Invalid webhook body" };
  }
  const type = String(event?.event ?? "");
  const paymentEntity = event?.payload?.payment?.entity;

  switch (type) {
    case "payment.captured":
    case "payment.authorized":
    case "order.paid":
      if (paymentEntity) await settleProviderPayment(db, env, await gatewayFor(env, db, "razorpay"), toPayment(paymentEntity), "webhook", onEmailsQueued);
      break;
    case "payment.failed":
      // The order stays `Pending Payment`: the customer may retry on the same Razorpay order, and
      // a later capture still pays it.
      if (paymentEntity?.order_id) {
        await db
          .update(payments)
          .set({ status: "failed", updatedAt: Date.now() })
          .where(and(eq(payments.providerOrderId, paymentEntity.order_id), eq(payments.status, "created")));
      }
      break;
    case "refund.processed": {
      const refundEntity = event?.payload?.refund?.entity;
      if (refundEntity) await recordProviderRefund(db, toRefund(refundEntity));
      break;
    }
    default:
      break;
  }
  // Recorded only after handling succeeded, so a delivery that failed half-way is retried.
  await db.insert(webhookEvents).values({ id: eventId, type }).onConflictDoNothing();
  return { status: 200, message: "Event processed" };
}

/**
 * A refund Razorpay processed: the shop's own (an admin cancelled) or one made in the Razorpay
 * dashboard. It is noted in the order's history, where admins see it, once per refund id; the
 * payment counts as refunded only when the whole amount went back. The order's status is left to
 * the admins: a partial refund (a damaged sachet, a goodwill gesture) does not end an order.
 */
async function recordProviderRefund(db: Db, refund: ProviderRefund) {
  const payment = await db.select().from(payments).where(eq(payments.providerPaymentId, refund.paymentId)).get();
  if (!payment) return;
  const order = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId)).get();
  if (!order) return;
  const notePrefix = `Refund ${refund.id} `;
  const noted = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, payment.orderId), like(orderStatusHistory.note, `${notePrefix}%`)))
    .get();
  const now = Date.now();
  const whole = refund.amountPaise >= payment.amountPaise;
  const statements: BatchItem<"sqlite">[] = [
    ...(whole ? [db.update(payments).set({ status: "refunded", refundId: refund.id, updatedAt: now }).where(eq(payments.id, payment.id))] : []),
    ...(noted
      ? []
      : [
          db.insert(orderStatusHistory).values({
            id: newId(),
            orderId: payment.orderId,
            status: order.status,
            note: `${notePrefix}of ${formatINR(refund.amountPaise)} processed by Razorpay${whole ? "" : ` (part of ${formatINR(payment.amountPaise)})`}`,
            createdAt: now,
          }),
        ]),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
