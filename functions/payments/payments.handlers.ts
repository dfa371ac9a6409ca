import type { RouteHandler } from "@hono/zod-openapi";
import { messages } from "../../domain/messages.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import type { AuthedEnv } from "../lib/auth.ts";
import { runAfterResponse } from "../lib/background.ts";
import { deliverEmails } from "../lib/email-delivery.ts";
import { paymentMode } from "./gateway.ts";
import type * as routes from "./payments.routes.ts";
import {
  completeTestPayment as recordTestPayment,
  createPayment as providerOrderFor,
  verifyPayment,
} from "./service.ts";
import { handleRazorpayWebhook } from "./webhook.ts";

export const config: RouteHandler<typeof routes.config, AppEnv> = (c) => {
  const mode = paymentMode(c.env);
  const data = {
    mode,
    keyId: mode === "razorpay" ? (c.env.RAZORPAY_KEY_ID ?? null) : null,
    message: mode === "disabled" ? messages.paymentsNotConfigured : null,
  };
  return c.json({ success: true, data } as const, 200);
};

export const createPayment: RouteHandler<typeof routes.createPayment, AuthedEnv> = async (c) => {
  const { id, data } = await providerOrderFor(getDb(c.env.DB), c.env, c.var.user.id, c.req.valid("json"));
  return c.json({ success: true, id, data } as const, 200);
};

export const verify: RouteHandler<typeof routes.verify, AppEnv> = async (c) => {
  const db = getDb(c.env.DB);
  const data = await verifyPayment(db, c.env, c.req.valid("json"), (ids) =>
    runAfterResponse(c, () => deliverEmails(db, c.env, ids)),
  );
  return c.json({ success: true, message: messages.paymentSuccessful, data } as const, 200);
};

export const webhook: RouteHandler<typeof routes.webhook, AppEnv> = async (c) => {
  // The raw body: its signature covers these exact bytes (the route leaves the body unread).
  const raw = await c.req.text();
  const db = getDb(c.env.DB);
  const headers = c.req.valid("header");
  const result = await handleRazorpayWebhook(
    db,
    c.env,
    raw,
    { signature: headers["x-razorpay-signature"], eventId: headers["x-razorpay-event-id"] },
    (ids) => runAfterResponse(c, () => deliverEmails(db, c.env, ids)),
  );
  if (result.status === 200) return c.json({ success: true, message: result.message } as const, 200);
  return c.json({ success: false, message: result.message } as const, result.status);
};

export const completeTestPayment: RouteHandler<typeof routes.completeTestPayment, AuthedEnv> = async (c) => {
  const input = c.req.valid("json");
  const data = await recordTestPayment(getDb(c.env.DB), c.env, c.var.user.id, {
    providerOrderId: input.razorpay_order_id,
    outcome: input.outcome,
  });
  return c.json({ success: true, data } as const, 200);
};
