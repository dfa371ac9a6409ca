/**
 * The scheduled sweep: every `Pending Payment` order older than the payment window is checked with
 * the provider first (a payment may have been captured while our callback and webhook were lost);
 * paid ones are completed, the rest expire and give their stock and coupon use back. Each run goes
 * through all of them, page by page, so no flood of unpaid orders outruns it.
 *
 * An order whose check fails (the provider is down, or answers an error for it) stays pending —
 * it may have been paid — and is tried again after a back-off that doubles with each failure, so
 * it never holds up the orders behind it. Admins see the failures on the order (admin/orders).
 */
import { and, asc, eq, gt, isNull, lt, lte, or } from "drizzle-orm";
import { PAYMENT_WINDOW_MINUTES } from "../../domain/orders.ts";
import { getDb, type Db } from "../db/client.ts";
import { orders, payments } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { doublingDelayMs } from "../lib/backoff.ts";
import { type ProviderPayment, RazorpayError } from "../lib/razorpay.ts";
import { gatewayFor, paymentMode } from "./gateway.ts";
import { expireOrder, settleProviderPayment } from "./settle.ts";

const MINUTE = 60_000;

/** Orders checked at once: a page's provider calls run in parallel, pages one after another. */
const PAGE_SIZE = 20;

/**
 * After the n-th failed check in a row the next waits FIRST × 2^(n−1), at most MAX: 5, 10, 20, 40
 * minutes … then every 6 hours. The first equals the cron's interval (wrangler.jsonc).
 */
export const PAYMENT_CHECK_BACKOFF = { firstDelayMinutes: 5, maxDelayMinutes: 6 * 60 } as const;

export function paymentCheckRetryAt(failures: number, now: number): number {
  const { firstDelayMinutes, maxDelayMinutes } = PAYMENT_CHECK_BACKOFF;
  return now + doublingDelayMs(failures, firstDelayMinutes * MINUTE, maxDelayMinutes * MINUTE);
}

export type SweepReport = { completed: number; expired: number; deferred: number };

type Overdue = { id: string; createdAt: number; paymentCheckFailures: number };

/** The next page of overdue orders due for a check, after `after` in (created_at, id) order. */
function overduePage(db: Db, cutoff: number, now: number, after: Overdue | null) {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt, paymentCheckFailures: orders.paymentCheckFailures })
    .from(orders)
    .where(
      and(
        eq(orders.status, "Pending Payment"),
        lt(orders.createdAt, cutoff),
        or(isNull(orders.paymentCheckRetryAt), lte(orders.paymentCheckRetryAt, now)),
        // Keyset paging: an order left pending by a failed check is not met again in this run.
        after
          ? or(
              gt(orders.createdAt, after.createdAt),
              and(eq(orders.createdAt, after.createdAt), gt(orders.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(PAGE_SIZE);
}

export async function sweepUnpaidOrders(env: Bindings, now = Date.now()): Promise<SweepReport> {
  const db = getDb(env.DB);
  const cutoff = now - PAYMENT_WINDOW_MINUTES * MINUTE;
  const report: SweepReport = { completed: 0, expired: 0, deferred: 0 };
  for (let after: Overdue | null = null; ; ) {
    const page: Overdue[] = await overduePage(db, cutoff, now, after);
    if (page.length === 0) break;
    for (const outcome of await Promise.all(page.map((order) => checkOrExpire(db, env, order, now)))) {
      if (outcome !== "unchanged") report[outcome] += 1;
    }
    after = page.at(-1)!;
  }
  return report;
}

async function checkOrExpire(
  db: Db,
  env: Bindings,
  order: Overdue,
  now: number,
): Promise<keyof SweepReport | "unchanged"> {
  try {
    const payment = await db.select().from(payments).where(eq(payments.orderId, order.id)).get();
    // A test-mode payment left over after the shop switched to real keys has nobody to ask.
    const askable = payment && !(payment.provider === "test" && paymentMode(env) !== "test");
    if (payment && askable) {
      const gateway = await gatewayFor(env, db, payment.provider);
      const attempts = await paymentAttempts(gateway, payment.providerOrderId);
      const paid = attempts.find(
        (attempt) => attempt.status === "captured" || attempt.status === "authorized",
      );
      if (paid && (await settleProviderPayment(db, env, gateway, paid, "expiry check")) === "paid")
        return "completed";
    }
    return (await expireOrder(db, order.id)) ? "expired" : "unchanged";
  } catch (error) {
    const failures = order.paymentCheckFailures + 1;
    console.error(
      `Could not check unpaid order ${order.id} (failure ${failures}); will retry after a back-off`,
      error,
    );
    await recordFailedCheck(db, order.id, failures, error, now);
    return "deferred";
  }
}

/**
 * The order's payment attempts at the provider: none when Razorpay has no such order under the
 * keys in use (one made under other keys, before a switch from test to live): no payment can
 * arrive for it, so it expires like any unpaid order instead of being asked about for ever.
 */
async function paymentAttempts(
  gateway: Awaited<ReturnType<typeof gatewayFor>>,
  providerOrderId: string,
): Promise<ProviderPayment[]> {
  try {
    return await gateway.fetchOrderPayments(providerOrderId);
  } catch (error) {
    if (error instanceof RazorpayError && error.status === 400 && /does not exist/i.test(error.message))
      return [];
    throw error;
  }
}

/** What an admin reads: the provider's status and description when it answered at all. */
function describeFailure(error: unknown): string {
  if (error instanceof RazorpayError && error.status > 0 && !error.message.startsWith("Razorpay"))
    return `Razorpay answered ${error.status}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

async function recordFailedCheck(db: Db, orderId: string, failures: number, error: unknown, now: number) {
  const message = describeFailure(error).slice(0, 500);
  try {
    await db
      .update(orders)
      .set({
        paymentCheckFailures: failures,
        paymentCheckError: message,
        paymentCheckRetryAt: paymentCheckRetryAt(failures, now),
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, "Pending Payment")));
  } catch (recordError) {
    // Without the record the order is simply checked again next run; the sweep goes on.
    console.error(`Could not record the failed check of order ${orderId}`, recordError);
  }
}
