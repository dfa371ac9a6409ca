import { Hono } from "hono";
import { z } from "zod";
import { createPaymentSchema, verifyPaymentSchema } from "../../domain/schemas.ts";
import { messages } from "../../domain/messages.ts";
import { getDb } from "../db/client.ts";
import { requireUser, type AuthedEnv } from "../lib/auth.ts";
import { validJson } from "../lib/validate.ts";
import { runAfterResponse } from "../lib/background.ts";
import { deliverEmails } from "../lib/email-delivery.ts";
import { paymentMode } from "./gateway.ts";
import { completeTestPayment, createPayment, verifyPayment } from "./service.ts";
import { handleRazorpayWebhook } from "./webhook.ts";

const testCheckoutSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  outcome: z.enum(["paid", "failed"]),
});

export const paymentRoutes = new Hono<AuthedEnv>()
  /** How the browser takes payment: Razorpay (with the public key id), the test dialog, or not at all. */
  .get("/config", (c) => {
    const mode = paymentMode(c.env);
    return c.json({
      success: true,
      data: {
        mode,
        keyId: mode === "razorpay" ? c.env.RAZORPAY_KEY_ID : null,
        message: mode === "disabled" ? messages.paymentsNotConfigured : null,
      },
    });
  })
  .post("/create-payment", requireUser, async (c) => {
    const input = await validJson(c, createPaymentSchema);
    const { id, data } = await createPayment(getDb(c.env.DB), c.env, c.var.user.id, input);
    return c.json({ success: true, id, data });
  })
  // No bearer token needed: the HMAC signature is the proof, and a session that expired while the
  // customer was paying must not lose the payment.
  .post("/verify", async (c) => {
    const input = await validJson(c, verifyPaymentSchema);
    const db = getDb(c.env.DB);
    const data = await verifyPayment(db, c.env, input, (ids) =>
      runAfterResponse(c, () => deliverEmails(db, c.env, ids)),
    );
    return c.json({ success: true, message: messages.paymentSuccessful, data });
  })
  .post("/webhook", async (c) => {
    const raw = await c.req.text();
    const db = getDb(c.env.DB);
    const result = await handleRazorpayWebhook(
      db,
      c.env,
      raw,
      { signature: c.req.header("X-Razorpay-Signature"), eventId: c.req.header("X-Razorpay-Event-Id") },
      (ids) => runAfterResponse(c, () => deliverEmails(db, c.env, ids)),
    );
    return c.json({ success: result.status === 200, message: result.message }, result.status);
  })
  .post("/test/complete", requireUser, async (c) => {
    const input = await validJson(c, testCheckoutSchema);
    const data = await completeTestPayment(getDb(c.env.DB), c.env, c.var.user.id, {
      providerOrderId: input.razorpay_order_id,
      outcome: input.outcome,
    });
    return c.json({ success: true, data });
  });
