/** What the payment endpoints answer: how the browser takes payment, and the checkout's steps. */
import { z } from "../zod.ts";
import { PAYMENT_PROVIDERS } from "../payments.ts";
import { verifyPaymentSchema } from "../schemas.ts";
import { recordIdSchema, successWith, successWithMessage } from "./envelope.ts";

export const paymentConfigSchema = z
  .object({
    mode: z.enum([...PAYMENT_PROVIDERS, "disabled"]).meta({
      description:
        "Razorpay; the local test checkout (no Razorpay keys, test mode on); or disabled, when orders are refused.",
    }),
    keyId: z.string().nullable().meta({ description: "Razorpay's public key id, in Razorpay mode." }),
    message: z.string().nullable().meta({ description: "Why payments are off, to show as it is." }),
  })
  .meta({ id: "PaymentConfig" });

export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const paymentConfigResponse = successWith(paymentConfigSchema);

/** What Razorpay's checkout (or the test checkout) is opened with. */
export const paymentOrderSchema = z
  .object({
    id: z.string().meta({ description: "The provider's order id (Razorpay's `order_…`)." }),
    amount: z.number().int().positive().meta({ description: "The amount to pay, in paise." }),
    currency: z.literal("INR"),
    orderId: recordIdSchema.meta({ description: "The shop's order id." }),
    provider: z.enum(PAYMENT_PROVIDERS),
    keyId: z.string().meta({ description: "The public key checkout opens with (never a secret)." }),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    notes: z.object({ address: z.string().meta({ description: "The delivery address, on one line." }) }),
  })
  .meta({ id: "PaymentOrder" });

export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const paymentOrderResponse = z.object({
  success: z.literal(true),
  id: z.string().meta({ description: "The provider's order id again (the spec's client reads `id`)." }),
  data: paymentOrderSchema,
});

/** What checkout hands the browser after a payment, and what `/api/payment/verify` takes. */
export const checkoutResultSchema = verifyPaymentSchema.meta({ id: "CheckoutResult" });

export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const paymentVerifiedResponse = successWithMessage(
  z.object({
    _id: recordIdSchema.meta({ description: "The order now paid." }),
    status: z.literal("Processing"),
  }),
);

export const testPaymentResponse = successWith(
  checkoutResultSchema.nullable().meta({
    description:
      "What checkout would hand the browser for a payment; null when the customer chose to fail it.",
  }),
);
