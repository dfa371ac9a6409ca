import type { RouteHandler } from "@hono/zod-openapi";
import { secondsUntilDatesChange } from "../../domain/delivery/dates.ts";
import { DISPATCH_RULES, PINCODE_ANSWER_MAX_AGE_SECONDS } from "../../src/config/delivery.ts";
import { getDb } from "../db/client.ts";
import { runAfterResponse } from "../lib/background.ts";
import { deliverEmails } from "../lib/email-delivery.ts";
import type { AppEnv } from "../env.ts";
import { checkPincode as check } from "./pincode-check.ts";
import type * as routes from "./shipping.routes.ts";
import { handleTrackingWebhook } from "./webhook.ts";

export const checkPincode: RouteHandler<typeof routes.checkPincode, AppEnv> = async (c) => {
  const { pincode } = c.req.valid("param");
  const now = Date.now();
  const data = await check(c.env, getDb(c.env.DB), pincode, now);
  // The same for everyone, so shared caches may keep it; never past the moment its dates change.
  const maxAge = Math.min(PINCODE_ANSWER_MAX_AGE_SECONDS, secondsUntilDatesChange(now, DISPATCH_RULES));
  c.header("Cache-Control", `public, max-age=${maxAge}`);
  return c.json({ success: true, data } as const, 200);
};

export const trackingWebhook: RouteHandler<typeof routes.trackingWebhook, AppEnv> = async (c) => {
  const db = getDb(c.env.DB);
  const result = await handleTrackingWebhook(
    db,
    c.env,
    await c.req.text(),
    c.req.valid("header")["x-api-key"],
  );
  if (result.emailIds.length > 0) runAfterResponse(c, () => deliverEmails(db, c.env, result.emailIds));
  if (result.status === 200) return c.json({ success: true, message: result.message } as const, 200);
  return c.json({ success: false, message: result.message } as const, result.status);
};
