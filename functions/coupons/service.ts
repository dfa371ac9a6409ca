/**
 * Coupon rules on the server (docs/decisions/011). Where a coupon stands and whether a customer may
 * still use it are written ONCE, as SQL, because the order's batch must re-check them atomically:
 * `loadUsableCoupon` asks them before pricing, `reserveCouponUse` again inside the order's batch,
 * and the admin list shows the same status.
 *
 * Every reason a code cannot be used gets the same answer (`messages.couponInvalid`), so a guesser
 * learns nothing from it; only the minimum order is named, because the customer can act on it.
 */
import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { CouponStatus } from "../../domain/coupons.ts";
import { messages } from "../../domain/messages.ts";
import { formatINR, type Paise } from "../../domain/money.ts";
import type { Coupon } from "../../domain/pricing.ts";
import type { Db } from "../db/client.ts";
import { coupons, orders } from "../db/schema.ts";
import { ApiError } from "../lib/errors.ts";

/** Where the coupon stands at `now` (see COUPON_STATUSES): only `active` can be used. */
export function couponStatusSql(now: number): SQL<CouponStatus> {
  return sql<CouponStatus>`CASE
    WHEN ${coupons.active} = 0 THEN 'inactive'
    WHEN ${coupons.expiresAt} IS NOT NULL AND ${coupons.expiresAt} <= ${now} THEN 'ended'
    WHEN ${coupons.usageLimit} IS NOT NULL AND ${coupons.usedCount} >= ${coupons.usageLimit} THEN 'used-up'
    WHEN ${coupons.startsAt} IS NOT NULL AND ${coupons.startsAt} > ${now} THEN 'scheduled'
    ELSE 'active' END`;
}

/**
 * An order holds its coupon use unless it ended unpaid (expired, or cancelled before payment):
 * the same orders whose use `releaseCouponUse` gives back to the total.
 */
const holdsCouponUse = sql`NOT (${orders.status} = 'Payment Failed' OR (${orders.status} = 'Cancelled' AND ${orders.paidAt} IS NULL))`;

/** How many uses of the coupon `customerId` holds. */
function customerUsesSql(customerId: string): SQL<number> {
  return sql<number>`(SELECT COUNT(*) FROM ${orders} WHERE ${orders.couponCode} = ${coupons.code} AND ${orders.userId} = ${customerId} AND ${holdsCouponUse})`;
}

/** Whether the coupon can be used at `now`, by `customerId` when a customer is known. */
function usableSql(customerId: string | null, now: number): SQL<boolean> {
  const withinCustomerLimit =
    customerId === null
      ? sql`1`
      : sql`(${coupons.perCustomerLimit} IS NULL OR ${customerUsesSql(customerId)} < ${coupons.perCustomerLimit})`;
  return sql<boolean>`(${couponStatusSql(now)} = 'active' AND ${withinCustomerLimit})`;
}

/**
 * The coupon if `customerId` (or anyone, for a visitor) can use it now; otherwise the one refusal
 * for every reason. Place order passes the customer, so their own limit is checked there too.
 */
/**
 * A code that cannot be used: a 400 that the counting of coupon tries (./limits.ts) tells apart
 * from every other refusal, so only a refused code stays counted.
 */
export class CouponRefused extends ApiError {
  constructor(message: string) {
    super(400, message);
  }
}

export async function loadUsableCoupon(
  db: Db,
  code: string,
  customerId: string | null,
  now = Date.now(),
): Promise<Coupon> {
  const row = await db
    .select({ ...getTableColumns(coupons), usable: usableSql(customerId, now) })
    .from(coupons)
    .where(eq(coupons.code, code))
    .get();
  if (!row?.usable) throw new CouponRefused(messages.couponInvalid);
  return { code: row.code, kind: row.kind, value: row.value, minOrderPaise: row.minOrderPaise };
}

export function assertMinimumMet(coupon: Coupon, goodsTotalPaise: Paise): void {
  if (goodsTotalPaise < coupon.minOrderPaise)
    throw new CouponRefused(messages.couponMinimumNotMet(formatINR(coupon.minOrderPaise)));
}

/**
 * Reserves one use inside the order's batch, placed BEFORE the order's insert. When the coupon
 * stopped being usable meanwhile (deactivated, ended, its last use or the customer's last use taken
 * by a concurrent order), or an admin changed the terms the order was priced with (its discount or
 * minimum: a coupon is editable until its first order), it sets an invalid value, so
 * `coupons_value_positive` (GUARDS.couponUses) aborts the whole batch.
 */
export function reserveCouponUse(db: Db, pricedWith: Coupon, customerId: string, now = Date.now()) {
  const sameTerms = and(
    eq(coupons.kind, pricedWith.kind),
    eq(coupons.value, pricedWith.value),
    eq(coupons.minOrderPaise, pricedWith.minOrderPaise),
  );
  return db
    .update(coupons)
    .set({
      usedCount: sql`${coupons.usedCount} + 1`,
      value: sql`CASE WHEN ${usableSql(customerId, now)} AND ${sameTerms} THEN ${coupons.value} ELSE 0 END`,
    })
    .where(eq(coupons.code, pricedWith.code));
}

/**
 * Why an order's batch refused its coupon (`reserveCouponUse`): an admin changed its terms since the
 * order was priced (409: the cart asks again and gets the new total), or it is no longer usable.
 */
export async function couponRefusedInBatch(
  db: Db,
  pricedWith: Coupon,
  customerId: string,
): Promise<ApiError> {
  const current = await loadUsableCoupon(db, pricedWith.code, customerId).catch(() => null);
  const changed =
    current !== null &&
    (current.kind !== pricedWith.kind ||
      current.value !== pricedWith.value ||
      current.minOrderPaise !== pricedWith.minOrderPaise);
  return changed
    ? new ApiError(409, messages.couponChangedMeanwhile)
    : new CouponRefused(messages.couponInvalid);
}

/**
 * Gives a reserved use back to the coupon's total when an unpaid order expires or is cancelled.
 * The customer's own count needs no call: it is read from their orders (`holdsCouponUse`).
 */
export function releaseCouponUse(db: Db, code: string) {
  return db
    .update(coupons)
    .set({ usedCount: sql`MAX(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.code, code));
}
