/**
 * Razorpay webhooks. The signature is checked over the raw body exactly as received (re-serialised
 * JSON does not match), each `x-razorpay-event-id` is handled once, and captured payments go
 * through the same `settleProviderPayment` as the checkout callback. Only payload data is used
 * (no API round-trip) except to capture an authorised payment or refund a duplicate, so Razorpay
 * gets its answer well within its 5-second limit.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { payments, webhookEvents } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { hmacSha256Hex, toPayment, toRefund, verifyWebhookSignature } from "../lib/razorpay.ts";
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
    return { status: 400, message: "Invalid webhook signature" };
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
      if (refundEntity) {
        const refund = toRefund(refundEntity);
        await db
          .update(payments)
          .set({ status: "refunded", refundId: refund.id, updatedAt: Date.now() })
          .where(eq(payments.providerPaymentId, refund.paymentId));
      }
      break;
    }
    default:
      break;
  }
  // Recorded only after handling succeeded, so a delivery that failed half-way is retried.
  await db.insert(webhookEvents).values({ id: eventId, type }).onConflictDoNothing();
  return { status: 200, message: "Event processed" };
}
