/** The cron trigger's work (wrangler.jsonc `triggers.crons`), shared by the real and test entries. */
import { deleteExpiredContactMessages } from "./contact/retention.ts";
import { getDb } from "./db/client.ts";
import type { Bindings } from "./env.ts";
import { siteUrl } from "./lib/config.ts";
import { deliverPendingEmails } from "./lib/email-delivery.ts";
import { deleteExpiredLinks } from "./lib/email-link-tokens.ts";
import { forgetPastWindows } from "./lib/rate-limit.ts";
import { deleteExpiredEmails } from "./lib/outbox.ts";
import { expireUnconfirmedCodOrders } from "./orders/cod/expiry.ts";
import { sweepUnpaidOrders } from "./payments/expiry.ts";
import { reconcileShipments } from "./shipping/reconcile.ts";

export async function runScheduled(env: Bindings, now = Date.now()): Promise<void> {
  const report = await sweepUnpaidOrders(env, now);
  if (report.completed || report.expired || report.deferred)
    console.log("Unpaid-order sweep", JSON.stringify(report));
  // Cash-on-delivery orders nobody confirmed in time give their stock back too.
  const unconfirmed = await expireUnconfirmedCodOrders(getDb(env.DB), siteUrl(env), now);
  if (unconfirmed) console.log("Unconfirmed COD orders cancelled", unconfirmed);
  // Parcels whose tracking went quiet are asked about; one that fails never stops the e-mails below.
  try {
    const tracked = await reconcileShipments(env, now);
    if (tracked.asked) console.log("Tracking reconcile", JSON.stringify({ ...tracked, emailIds: undefined }));
  } catch (error) {
    console.error("Tracking reconcile failed", error);
  }
  // After the sweep and the reconcile, so the e-mails they queued go out in this run.
  await deliverPendingEmails(getDb(env.DB), env);
  const forgotten = await deleteExpiredContactMessages(getDb(env.DB), now);
  if (forgotten) console.log("Contact messages past their retention deleted", forgotten);
  const expiredEmails = await deleteExpiredEmails(getDb(env.DB), now);
  if (expiredEmails) console.log("E-mail copies past their retention deleted", expiredEmails);
  const expiredLinks = await deleteExpiredLinks(getDb(env.DB), now);
  if (expiredLinks) console.log("Expired e-mailed links deleted", expiredLinks);
  // Hourly (the trigger runs every 5 minutes): see forgetPastWindows.
  if (new Date(now).getUTCMinutes() < 5) {
    const pastLimits = await forgetPastWindows(env.DB, now);
    if (pastLimits) console.log("Rate-limit counts of past windows deleted", pastLimits);
  }
}
