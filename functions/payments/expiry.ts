/**
 * The scheduled sweep: `Pending Payment` orders older than the payment window are checked with the
 * provider first (a payment may have been captured while our callback and webhook were lost); paid
 * ones are completed, the rest expire and give their stock back. A provider error leaves the order
 * for the next run rather than expiring something that may have been paid.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import { PAYMENT_WINDOW_MINUTES } from "../../domain/orders.ts";
import { getDb } from "../db/client.ts";
import { orders, payments } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { gatewayFor, paymentMode } from "./gateway.ts";
import { expireOrder, settleProviderPayment } from "./settle.ts";

const BATCH_SIZE = 50;

export type SweepReport = { completed: number; expired: number; deferred: number };

export async function sweepUnpaidOrders(env: Bindings, now = Date.now()): Promise<SweepReport> {
  const db = getDb(env.DB);
  const cutoff = now - PAYMENT_WINDOW_MINUTES * 60_000;
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "Pending Payment"), lt(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH_SIZE);
  const report: SweepReport = { completed: 0, expired: 0, deferred: 0 };

  for (const { id } of stale) {
    try {
      const payment = await db.select().from(payments).where(eq(payments.orderId, id)).get();
      // A test-mode payment left over after the shop switched to real keys has nobody to ask.
      const askable = payment && !(payment.provider === "test" && paymentMode(env) !== "test");
      if (payment && askable) {
        const gateway = await gatewayFor(env, db, payment.provider);
        const attempts = await gateway.fetchOrderPayments(payment.providerOrderId);
        const paid = attempts.find((attempt) => attempt.status === "captured" || attempt.status === "authorized");
        if (paid && (await settleProviderPayment(db, env, gateway, paid, "expiry check")) === "paid") {
          report.completed += 1;
          continue;
        }
      }
      if (await expireOrder(db, id)) report.expired += 1;
    } catch (error) {
      console.error(`Could not check unpaid order ${id}; will retry next run`, error);
      report.deferred += 1;
    }
  }
  return report;
}
