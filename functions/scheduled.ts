/** The cron trigger's work (wrangler.jsonc `triggers.crons`), shared by the real and test entries. */
import type { Bindings } from "./env.ts";
import { sweepUnpaidOrders } from "./payments/expiry.ts";

export async function runScheduled(env: Bindings, now = Date.now()): Promise<void> {
  const report = await sweepUnpaidOrders(env, now);
  if (report.completed || report.expired || report.deferred) console.log("Unpaid-order sweep", JSON.stringify(report));
}
