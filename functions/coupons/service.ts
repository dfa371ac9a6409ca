/**
 * Coupon rules (decisions.md: admins create percent or fixed coupons with an expiry and a usage
 * limit; the server applies them). The order placement reserves a use in its own batch; this
 * module answers "can this code be used on these goods, and what does it take off?".
 */
import { eq, sql } from "drizzle-orm";
import { messages } from "../../domain/messages.ts";
import { formatINR, type Paise } from "../../domain/money.ts";
import type { Coupon } from "../../domain/pricing.ts";
import type { Db } from "../db/client.ts";
import { coupons } from "../db/schema.ts";
import { badRequest } from "../lib/errors.ts";

/** The coupon if it exists, is active, has not expired and has uses left; else the reason. */
export async function loadUsableCoupon(db: Db, code: string, now = Date.now()): Promise<Coupon> {
  const row = await db.select().from(coupons).where(eq(coupons.code, code)).get();
  if (!row || !row.active) throw badRequest(messages.couponInvalid);
  if (row.expiresAt !== null && row.expiresAt <= now) throw badRequest(messages.couponExpired);
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) throw badRequest(messages.couponUsedUp);
  return { code: row.code, kind: row.kind, value: row.value, minOrderPaise: row.minOrderPaise };
}

export function assertMinimumMet(coupon: Coupon, goodsTotalPaise: Paise): void {
  if (goodsTotalPaise < coupon.minOrderPaise) throw badRequest(messages.couponMinimumNotMet(formatINR(coupon.minOrderPaise)));
}

/**
 * Reserves one use inside the order's batch. When the limit was reached meanwhile (a concurrent
 * order took the last use), it sets an invalid value, so `coupons_value_positive` aborts the batch.
 */
export function reserveCouponUse(db: Db, code: string) {
  return db
    .update(coupons)
    .set({
      usedCount: sql`${coupons.usedCount} + 1`,
      value: sql`CASE WHEN ${coupons.usageLimit} IS NOT NULL AND ${coupons.usedCount} >= ${coupons.usageLimit} THEN 0 ELSE ${coupons.value} END`,
    })
    .where(eq(coupons.code, code));
}

/** Gives a reserved use back when an unpaid order expires. */
export function releaseCouponUse(db: Db, code: string) {
  return db
    .update(coupons)
    .set({ usedCount: sql`MAX(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.code, code));
}
