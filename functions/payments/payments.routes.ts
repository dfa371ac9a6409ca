/**
 * `/api/payment`: how the browser takes payment, the order's provider order, the checkout's callback,
 * Razorpay's webhooks, and the test checkout of test-payment mode (docs/decisions/004-payments.md).
 */
import { z } from "zod";
import { confirmationSchema } from "../../domain/api/envelope.ts";
import {
  paymentConfigResponse,
  paymentOrderResponse,
  paymentVerifiedResponse,
  testPaymentResponse,
} from "../../domain/api/payments.ts";
import { messages } from "../../domain/messages.ts";
import { createPaymentSchema, verifyPaymentSchema } from "../../domain/schemas.ts";
import { errorResponses, jsonBody, jsonBodyReadByHandler, jsonResponse, routes } from "../lib/openapi.ts";

const publicRoute = routes("public", "Payments");
const userRoute = routes("user", "Payments");

/** The test checkout's Pay or Fail button, for the provider order checkout was opened with. */
export const testCheckoutSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  outcome: z.enum(["paid", "failed"]),
});

/** A Razorpay webhook event as Razorpay sends it: only the fields the shop reads are listed. */
const razorpayEntity = (fields: Record<string, z.ZodType>) =>
  z.looseObject({ entity: z.looseObject(fields) });
const razorpayWebhookEventSchema = z
  .looseObject({
    event: z.string().meta({
      description:
        "`payment.captured`, `payment.authorized` and `order.paid` settle the order; `payment.failed` marks the attempt; `refund.processed` records a refund. Others are acknowledged and ignored.",
    }),
    payload: z.looseObject({
      payment: razorpayEntity({
        id: z.string(),
        order_id: z.string(),
        amount: z.int().meta({ description: "In paise." }),
        currency: z.string(),
        status: z.string(),
        amount_refunded: z.int().optional(),
      }).optional(),
      refund: razorpayEntity({
        id: z.string(),
        payment_id: z.string(),
        amount: z.int().meta({ description: "In paise." }),
        status: z.string(),
      }).optional(),
    }),
  })
  .meta({ id: "RazorpayWebhookEvent" });

export const config = publicRoute({
  method: "get",
  path: "/payment/config",
  summary: "How the browser takes payment",
  responses: {
    200: jsonResponse(paymentConfigResponse, "Razorpay (with its public key id), test, or disabled."),
  },
});

export const createPayment = userRoute({
  method: "post",
  path: "/payment/create-payment",
  summary: "Create (or read again) the provider's order for a placed order",
  description:
    "`amount` is in rupees and must equal the order's total: the provider is asked for the server's total, never the client's. Asking again for the same order answers the same provider order.",
  request: { body: jsonBody(createPaymentSchema) },
  responses: {
    200: jsonResponse(paymentOrderResponse, "What checkout is opened with."),
    ...errorResponses({
      400: "The body is malformed, or the order id is not one.",
      404: "The customer has no order with this id.",
      409: "The order no longer awaits payment, `amount` is not its total, or its test payment cannot be taken outside test-payment mode.",
      502: "Razorpay refused or failed to create its order.",
      503: "The shop cannot take payment at the moment.",
    }),
  },
});

export const verify = publicRoute({
  method: "post",
  path: "/payment/verify",
  summary: "The checkout's callback: verify the payment and mark the order paid",
  description:
    "No sign-in needed: the HMAC signature is the proof, and a session that expired while the customer paid must not lose the payment. The provider is then asked what was paid; only a captured payment of the order's exact amount pays it, exactly once, whether this or the webhook comes first.",
  request: { body: jsonBody(verifyPaymentSchema) },
  responses: {
    200: jsonResponse(paymentVerifiedResponse, "The order is paid (now or already)."),
    ...errorResponses({
      400: "The body is malformed, the signature is wrong, or the payment is not this order's.",
      402: "The payment has not been completed (not captured): the customer may try again.",
      409: "The order no longer awaits payment (this payment is refunded, and the message says so, or released), or a test payment outside test-payment mode.",
      502: "Razorpay could not be asked about the payment; the webhook or the expiry check settles it later.",
      503: "The shop cannot take payment at the moment.",
    }),
  },
});

export const webhook = publicRoute({
  method: "post",
  path: "/payment/webhook",
  summary: "Razorpay's webhooks",
  description:
    "The signature is checked over the body exactly as received, each event id is handled once, and a failed call to Razorpay, or a late payment whose refund another report is still asking for, answers 503 so that Razorpay delivers the event again.",
  request: {
    headers: z.object({
      // Lower case: that is how the request's headers are validated.
      "x-razorpay-signature": z.string(messages.webhookSignatureInvalid).meta({
        description: "HMAC-SHA256 of the raw body with the webhook secret, in hex.",
      }),
      "x-razorpay-event-id": z.string().optional().meta({
        description:
          "The event's id; a delivery of an id already handled is acknowledged and changes nothing.",
      }),
    }),
    body: jsonBodyReadByHandler(razorpayWebhookEventSchema, {
      required: true,
      description: "Read as raw bytes: the signature covers them exactly.",
    }),
  },
  responses: {
    200: jsonResponse(confirmationSchema, "Handled, or already handled, or of a kind the shop ignores."),
    ...errorResponses({
      400: "The signature is missing or wrong, or the body is not JSON.",
      503: "Razorpay could not be reached while handling the event, or another report is asking it to refund this payment: deliver it again later.",
    }),
  },
});

export const completeTestPayment = userRoute({
  method: "post",
  path: "/payment/test/complete",
  summary: "The test checkout's Pay or Fail (test-payment mode only)",
  description:
    "Pay records a simulated payment and answers what Razorpay's checkout would hand the browser, signed with the local test secret; the browser then calls `POST /api/payment/verify` as usual. Fail records a failed attempt.",
  request: { body: jsonBody(testCheckoutSchema) },
  responses: {
    200: jsonResponse(testPaymentResponse, "Recorded."),
    ...errorResponses({
      400: "The body is malformed.",
      404: "No test payment of this customer has this provider order id.",
      409: "Not in test-payment mode, or the order no longer awaits payment.",
    }),
  },
});
