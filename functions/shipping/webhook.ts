/**
 * Shiprocket's tracking webhook (Settings → API → Webhooks in its panel). Shiprocket sends the
 * token typed there in the `x-api-key` header and signs nothing, so the token is the proof: it is
 * compared in constant time with SHIPROCKET_WEBHOOK_TOKEN, and without that secret every delivery
 * is refused. Shiprocket expects a 200 for anything it should not send again, so an update that
 * changes nothing (a replay, an older one, an AWB we do not know) is acknowledged with a message
 * that says so.
 */
import { messages } from "../../domain/messages.ts";
import type { Db } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { siteUrl } from "../lib/config.ts";
import { trackingFromWebhook } from "../lib/courier.ts";
import { constantTimeEqualText } from "../lib/razorpay.ts";
import { applyTracking } from "./tracking.ts";

export type TrackingWebhookResult = { status: 200 | 400 | 401; message: string; emailIds: string[] };

export async function handleTrackingWebhook(
  db: Db,
  env: Bindings,
  rawBody: string,
  apiKey: string | undefined,
): Promise<TrackingWebhookResult> {
  const secret = env.SHIPROCKET_WEBHOOK_TOKEN ?? "";
  if (!secret || !constantTimeEqualText(apiKey ?? "", secret))
    return { status: 401, message: messages.trackingWebhookUnauthorized, emailIds: [] };
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { status: 400, message: messages.trackingWebhookNotJson, emailIds: [] };
  }
  const update = trackingFromWebhook(body);
  if (!update) return { status: 200, message: messages.trackingWebhookIgnored, emailIds: [] };
  const outcome = await applyTracking(db, update, siteUrl(env));
  switch (outcome.result) {
    case "unknown":
      return { status: 200, message: messages.trackingWebhookUnknownAwb(update.awb), emailIds: [] };
    case "stale":
      return { status: 200, message: messages.trackingWebhookStale, emailIds: [] };
    case "replaced":
      return {
        status: 200,
        message: messages.trackingWebhookReplacedParcel(update.awb, outcome.told),
        emailIds: outcome.emailIds,
      };
    case "recorded":
      return { status: 200, message: messages.trackingWebhookRecorded, emailIds: outcome.emailIds };
    case "moved":
      return {
        status: 200,
        message: messages.trackingWebhookMoved(outcome.status),
        emailIds: outcome.emailIds,
      };
  }
}
