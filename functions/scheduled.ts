/** The cron trigger's work (wrangler.jsonc `triggers.crons`), shared by the real and test entries. */
import { getDb } from "./db/client.ts";
import type { Bindings } from "./env.ts";
import { deliverPendingEmails } from "./lib/email-delivery.ts";
import { sweepUnpaidOrders } from "./payments/expiry.ts";

export async function runScheduled(env: Bindings, now = Date.now()): Promise<void> {
  const report = await sweepUnpaidOrders(env, now);
  if (report.completed || report.expired || report.deferred)
    console.log("Unpaid-order sweep", JSON.stringify(report));
  // After the sweep, so the e-mails of orders it completed are retried in the next run at the latest.
  await deliverPendingEmails(getDb(env.DB), env);
}
