/**
 * D1 has no interactive transactions, only `db.batch()`, which runs its statements in one
 * transaction and rolls everything back if one fails. So a batch's preconditions are written as
 * CHECK constraints that the batch itself would violate: the stock decrement that would go below
 * zero, the order update that sets an impossible total when the order is no longer in the
 * expected state. The loser's whole batch (e-mails included) rolls back, and the caller tells
 * which guard fired by the constraint's name.
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client.ts";
import { orders, payments, shipments, users } from "../db/schema.ts";
import { COD_UNDELIVERED_STATUSES, type PaymentMethod } from "../../domain/cod.ts";
import { type OrderStatus, UNPAID_STATUSES } from "../../domain/orders.ts";
import type { UserStatus } from "../../domain/users.ts";

export const GUARDS = {
  stock: "products_stock_non_negative",
  orderState: "orders_totals_non_negative",
  couponUses: "coupons_value_positive",
  /**
   * Same constraint as `orderState`, written by a new order's insert (`guardedNewOrderTotal`) when
   * its account is no longer active or a cap is reached; only a new order's batch writes it.
   */
  newOrder: "orders_totals_non_negative",
  /** A rate-limit hit in the batch that would pass its limit (rateLimitHitsInBatch). */
  rateLimit: "rate_limits_count_non_negative",
  /** News of a replaced parcel already said (functions/shipping/replaced-parcels.ts). */
  replacedParcelNews: "earlier_parcels_news_once",
} as const;

type Thrown = { message?: unknown; cause?: unknown } | null | undefined;

/** The messages of an error and of its causes, outermost first (D1 wraps SQLite's error). */
function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let e = error as Thrown;
  while (e && !seen.has(e)) {
    seen.add(e);
    messages.push(String(e.message ?? ""));
    e = e.cause as Thrown;
  }
  return messages;
}

export function violated(error: unknown, guard: string): boolean {
  return messagesOf(error).some((message) => message.includes(guard));
}

/** Whether the batch failed on any constraint (a guard, a unique key, a reference), not on D1 itself. */
export function isConstraintViolation(error: unknown): boolean {
  return messagesOf(error).some((message) => message.includes("constraint failed"));
}

export function isUniqueViolation(error: unknown, columns: string): boolean {
  return messagesOf(error).some(
    (message) => message.includes("UNIQUE constraint failed") && message.includes(columns),
  );
}

/**
 * The `total_paise` value for an order update that must only apply while the order is in
 * `expected`: unchanged when it is, −1 (violating `orders_totals_non_negative`) when it is not.
 */
export function totalUnlessStatusIsNot(expected: OrderStatus): SQL {
  return sql`CASE WHEN ${orders.status} = ${expected} THEN ${orders.totalPaise} ELSE -1 END`;
}

/**
 * The same guard for a change that depends on where the order's parcel is: the order is still in
 * `expected` and its shipment still the parcel as read (the same AWB, at the same courier update,
 * `lastUpdateAt`). Of two tracking updates of one parcel racing each other only the first commits
 * (functions/shipping/tracking.ts); an admin's cancel or status change, or a parcel sent in place of
 * a lost one (functions/admin/orders/), rolls back when the parcel moved or was replaced meanwhile.
 */
export function totalUnlessParcelMoved(
  expected: OrderStatus,
  parcel: { id: string; awb: string; lastUpdateAt: number | null },
) {
  const asRead =
    parcel.lastUpdateAt === null
      ? sql`${shipments.lastUpdateAt} IS NULL`
      : sql`${shipments.lastUpdateAt} = ${parcel.lastUpdateAt}`;
  return sql`CASE WHEN ${orders.status} = ${expected} AND EXISTS (SELECT 1 FROM ${shipments} WHERE ${shipments.id} = ${parcel.id} AND ${shipments.awb} = ${parcel.awb} AND ${asRead}) THEN ${orders.totalPaise} ELSE -1 END`;
}

/**
 * The same guard for a change that must only apply while the order's payment is in a given state
 * (`paymentCondition`, over the payments table): claiming a refund, recording its outcome. The
 * order row carries the one guard constraint; its update reads the payment in the same statement,
 * so of two batches racing for one payment only the first commits. Put it first in the batch.
 */
export function totalUnlessPaymentIs(paymentCondition: SQL): SQL {
  return sql`CASE WHEN EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND (${paymentCondition})) THEN ${orders.totalPaise} ELSE -1 END`;
}

/**
 * A new order's `total_paise` as its insert writes it: −1 (violating `orders_totals_non_negative`,
 * so the whole batch rolls back) when, at that moment,
 * - the customer's account is no longer active: the sign-in check runs before the order is priced,
 *   and an account deleted or suspended in between must not have an order attached to it (a
 *   deletion's batch refuses while an order is open, so one of the two always sees the other);
 * - the customer already holds `caps.unpaid` unpaid orders;
 * - for cash on delivery, the customer already has `caps.undeliveredCod` COD orders not yet
 *   delivered (domain/cod.ts).
 * The counts run inside the batch, so parallel orders from one account cannot all slip under a cap.
 * They are part of the insert, not statements of their own: each statement of a batch costs the
 * Worker and D1 time (docs/capacity.md). The three share one constraint: the caller tells which
 * fired by reading again, in this order.
 */
export function guardedNewOrderTotal(
  order: { userId: string | SQLWrapper; paymentMethod: PaymentMethod; totalPaise: number | SQLWrapper },
  caps: { unpaid: number; undeliveredCod: number },
): SQL {
  const active: UserStatus = "Active";
  const cod: PaymentMethod = "cod";
  const held = sql`(SELECT COUNT(*) FROM ${orders} AS held WHERE held.user_id = ${order.userId} AND held.status IN ${UNPAID_STATUSES})`;
  const codHeld =
    order.paymentMethod === cod
      ? sql` OR (SELECT COUNT(*) FROM ${orders} AS held WHERE held.user_id = ${order.userId} AND held.payment_method = ${cod} AND held.status IN ${COD_UNDELIVERED_STATUSES}) >= ${caps.undeliveredCod}`
      : sql``;
  return sql`CASE WHEN (SELECT ${users.status} FROM ${users} WHERE ${users.id} = ${order.userId}) IS NOT ${active} OR ${held} >= ${caps.unpaid}${codHeld} THEN -1 ELSE ${order.totalPaise} END`;
}

export type Statements = [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

export function runBatch(db: Db, statements: BatchItem<"sqlite">[]) {
  return db.batch(statements as Statements);
}
