/**
 * Razorpay webhooks. The signature is checked over the raw body exactly as received (re-serialised
 * JSON does not match), each `x-razorpay-event-id` is handled once, and captured payments go
 * through the same `settleProviderPayment` as the checkout callback. Only payload data is used
 * (no API round-trip) except to capture an authorised payment or refund a duplicate, so Razorpay
 * gets its answer well within its 5-second limit. An event about something already settled is
 * acknowledged with 200 and changes nothing. A failed call to Razorpay itself answers 503, so that
 * Razorpay delivers the event again, and so does a late payment whose refund another report is
 * still asking for (should that ask fail, this event's next delivery asks again).
 */
import { and, eq } from "drizzle-orm";
import { messages } from "../../domain/messages.ts";
import type { Db } from "../db/client.ts";
import { payments, webhookEvents } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import {
  hmacSha256Hex,
  RazorpayError,
  type RazorpayPaymentEntity,
  type RazorpayRefundEntity,
  toPayment,
  toRefund,
  verifyWebhookSignature,
} from "../lib/razorpay.ts";
import { gatewayFor } from "./gateway.ts";
import { recordProviderRefund } from "./provider-refunds.ts";
import { settleProviderPayment } from "./settle.ts";

export type WebhookResult = { status: 200 | 400 | 503; message: string };

/** A webhook body as far as we read it; any part may be missing. */
type RazorpayWebhookEvent = {
  event?: unknown;
  payload?: { payment?: { entity?: RazorpayPaymentEntity }; refund?: { entity?: RazorpayRefundEntity } };
} | null;

export async function handleRazorpayWebhook(
  db: Db,
  env: Bindings,
  rawBody: string,
  headers: { signature?: string; eventId?: string },
  onEmailsQueued: (ids: string[]) => void = () => {},
): Promise<WebhookResult> {
  const secret = env.RAZORPAY_WEBHOOK_SECRET ?? "";
  if (!secret || !(await verifyWebhookSignature(rawBody, headers.signature ?? "", secret))) {
    return { status: 400, message: messages.webhookSignatureInvalid };
  }
  const eventId = headers.eventId || `body-${await hmacSha256Hex("event-id", rawBody)}`;
  if (await db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId)).get()) {
    return { status: 200, message: "Event already processed" };
  }
  let event: RazorpayWebhookEvent;
  try {
    event = JSON.parse(rawBody);
  } catch {
    return { status: 400, message: "Invalid webhook body" };
  }
  const type = String(event?.event ?? "");
  const paymentEntity = event?.payload?.payment?.entity;

  try {
    switch (type) {
      case "payment.captured":
      case "payment.authorized":
      case "order.paid": {
        if (!paymentEntity) break;
        const outcome = await settleProviderPayment(
          db,
          env,
          await gatewayFor(env, db, "razorpay"),
          toPayment(paymentEntity),
          "webhook",
          onEmailsQueued,
        );
        // Another report is asking Razorpay for this payment's refund. Should that ask fail, only a
        // later delivery of this event would ask again: so it is not taken as handled yet.
        if (outcome === "refund in progress")
          return { status: 503, message: messages.webhookRefundInProgress };
        break;
      }
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
        if (!refundEntity) break;
        const queued = await recordProviderRefund(
          db,
          env,
          toRefund(refundEntity),
          paymentEntity ? toPayment(paymentEntity) : null,
        );
        if (queued.length > 0) onEmailsQueued(queued);
        break;
      }
      default:
        break;
    }
  } catch (error) {
    // Razorpay could not be reached (or failed) while we asked it something: answer so that it
    // delivers the event again later (it retries for a day) instead of losing it.
    if (!(error instanceof RazorpayError)) throw error;
    console.error(`Webhook ${type} (${eventId}) deferred: Razorpay call failed`, error.status, error.message);
    return { status: 503, message: messages.webhookRetryLater };
  }
  // Recorded only after handling succeeded, so a delivery that failed half-way is retried.
  await db.insert(webhookEvents).values({ id: eventId, type }).onConflictDoNothing();
  return { status: 200, message: "Event processed" };
}
