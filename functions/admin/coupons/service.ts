/**
 * Coupons as admins manage them (docs/decisions/011): create, edit, deactivate and reactivate,
 * each written together with its audit record. A coupon is never deleted, so every order keeps
 * the coupon it names; and once an order used it, its discount (kind and value) is fixed, so past
 * orders stay explainable. The rest (minimum, dates, limits) can change at any time.
 */
import { and, count, desc, eq, exists, getTableColumns, sql, type SQL } from "drizzle-orm";
import { adminMessages } from "../../../domain/admin-messages.ts";
import type { AdminCoupon, AdminCouponTerms } from "../../../domain/admin-schemas.ts";
import type { AdminCouponDto } from "../../../domain/api/admin-coupons.ts";
import type { CouponStatus } from "../../../domain/coupons.ts";
import { paiseToRupees } from "../../../domain/money.ts";
import type { Db } from "../../db/client.ts";
import { coupons, orders } from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import { GUARDS, isUniqueViolation, violated } from "../../lib/batch-guards.ts";
import { conflict, orNotFound } from "../../lib/errors.ts";
import { readPage } from "../../lib/pagination.ts";
import { couponStatusSql } from "../../coupons/service.ts";
import { contains } from "../../lib/search.ts";
import type { CouponRow } from "../../db/rows.ts";

/** Has any order used the coupon (paid or not, kept or given back)? Then its discount is fixed. */
const onOrders = (db: Db) =>
  exists(db.select({ one: sql`1` }).from(orders).where(eq(orders.couponCode, coupons.code)));

function couponQuery(db: Db, now: number) {
  return db
    .select({
      ...getTableColumns(coupons),
      status: couponStatusSql(now),
      used: onOrders(db).mapWith(Boolean),
    })
    .from(coupons);
}

type ListedCoupon = CouponRow & { status: CouponStatus; used: boolean };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

type CouponTermsRow = Pick<
  CouponRow,
  | "code"
  | "kind"
  | "value"
  | "minOrderPaise"
  | "startsAt"
  | "expiresAt"
  | "usageLimit"
  | "perCustomerLimit"
  | "active"
>;

/** The terms as the admin API takes them (rupees, ISO times): what the audit log records too. */
function termsOf(row: CouponTermsRow) {
  return {
    code: row.code,
    kind: row.kind,
    value: row.kind === "percent" ? row.value : paiseToRupees(row.value),
    minOrder: paiseToRupees(row.minOrderPaise),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.expiresAt),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
  };
}

function toAdminCouponDto(row: ListedCoupon): AdminCouponDto {
  return {
    ...termsOf(row),
    usedCount: row.usedCount,
    status: row.status,
    used: row.used,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: iso(row.updatedAt),
  };
}

export async function listCoupons(
  db: Db,
  query: { status: CouponStatus | "all"; q: string; page: number },
  now = Date.now(),
) {
  const filters: SQL[] = [];
  if (query.status !== "all") filters.push(sql`${couponStatusSql(now)} = ${query.status}`);
  if (query.q) filters.push(contains(coupons.code, query.q));
  const where = filters.length ? and(...filters) : undefined;
  const { rows, pagination } = await readPage(
    query.page,
    couponQuery(db, now).where(where).orderBy(desc(coupons.createdAt), coupons.code).$dynamic(),
    db.select({ n: count() }).from(coupons).where(where),
  );
  return { data: rows.map(toAdminCouponDto), pagination };
}

async function findCoupon(db: Db, code: string, now = Date.now()): Promise<ListedCoupon> {
  return orNotFound(
    await couponQuery(db, now).where(eq(coupons.code, code)).get(),
    adminMessages.couponNotFound,
  );
}

export async function createCoupon(db: Db, admin: SessionUser, input: AdminCoupon): Promise<AdminCouponDto> {
  const now = Date.now();
  try {
    await db.batch([
      db.insert(coupons).values({ ...input, createdAt: now, updatedAt: now }),
      auditEntry(db, {
        adminId: admin.id,
        action: "coupon.create",
        entity: "coupon",
        entityId: input.code,
        after: termsOf({ ...input, active: true }),
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "coupons.code")) throw conflict(adminMessages.couponCodeTaken);
    throw error;
  }
  return toAdminCouponDto(await findCoupon(db, input.code, now));
}

/** Why `terms` cannot be saved over `row`, if they cannot. */
function editRefusal(row: ListedCoupon, terms: AdminCouponTerms): string | null {
  if (row.used && (terms.kind !== row.kind || terms.value !== row.value))
    return adminMessages.couponTermsLocked;
  if (terms.usageLimit !== null && terms.usageLimit < row.usedCount)
    return adminMessages.couponLimitBelowUses(row.usedCount);
  return null;
}

/**
 * Saves the edit form. The rules of `editRefusal` are checked again inside the update, so an order
 * that takes a use (or first uses the coupon) while the admin saves cannot slip past them: the
 * update then breaks `coupons_value_positive` and nothing, audit row included, is written.
 */
export async function updateCoupon(
  db: Db,
  admin: SessionUser,
  code: string,
  terms: AdminCouponTerms,
): Promise<AdminCouponDto> {
  const before = await findCoupon(db, code);
  const refusal = editRefusal(before, terms);
  if (refusal) throw conflict(refusal);
  const discountChanges = sql`(${coupons.kind} <> ${terms.kind} OR ${coupons.value} <> ${terms.value})`;
  const stillAllowed = sql`NOT (${discountChanges} AND ${onOrders(db)}) AND (${terms.usageLimit} IS NULL OR ${coupons.usedCount} <= ${terms.usageLimit})`;
  try {
    await db.batch([
      db
        .update(coupons)
        .set({
          ...terms,
          value: sql`CASE WHEN ${stillAllowed} THEN ${terms.value} ELSE 0 END`,
          updatedAt: Date.now(),
        })
        .where(eq(coupons.code, code)),
      auditEntry(db, {
        adminId: admin.id,
        action: "coupon.update",
        entity: "coupon",
        entityId: code,
        before: termsOf(before),
        after: termsOf({ ...before, ...terms }),
      }),
    ]);
  } catch (error) {
    if (!violated(error, GUARDS.couponUses)) throw error;
    throw conflict(editRefusal(await findCoupon(db, code), terms) ?? adminMessages.couponChangedMeanwhile);
  }
  return toAdminCouponDto(await findCoupon(db, code));
}

/** Deactivates (nobody can use it from now on; orders placed keep it) or reactivates a coupon. */
export async function setCouponActive(
  db: Db,
  admin: SessionUser,
  code: string,
  active: boolean,
): Promise<AdminCouponDto> {
  const before = await findCoupon(db, code);
  if (before.active !== active) {
    await db.batch([
      db.update(coupons).set({ active, updatedAt: Date.now() }).where(eq(coupons.code, code)),
      auditEntry(db, {
        adminId: admin.id,
        action: active ? "coupon.reactivate" : "coupon.deactivate",
        entity: "coupon",
        entityId: code,
        before: { active: before.active },
        after: { active },
      }),
    ]);
  }
  return toAdminCouponDto(await findCoupon(db, code));
}
