/**
 * The admin dashboard: four counts (products on sale, orders, users, ongoing orders), revenue and
 * paid orders for each of the last 30 days (days in India Standard Time, the shop's calendar) and the
 * latest orders.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { DASHBOARD_DAYS, type DashboardStats } from "../../../domain/api/admin-dashboard.ts";
import { COD_DASHBOARD_WINDOW_DAYS, COD_PENDING_STATUS } from "../../../domain/cod.ts";
import { paiseToRupees } from "../../../domain/money.ts";
import { ADMIN_ONGOING_STATUSES } from "../../../domain/order-lifecycle.ts";
import { shortOrderId } from "../../../domain/orders.ts";
import { IST_OFFSET_MS, parseShopDateTime, shopDate } from "../../../domain/shop-time.ts";
import type { Db } from "../../db/client.ts";
import { codCollections, orders, products, shipments, users } from "../../db/schema.ts";
import { isActiveProduct } from "../../products/active.ts";
import { creditedToOrder } from "../../invoices/credited.ts";

export const LATEST_ORDERS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` Indian calendar days, oldest first, ending today. */
export function lastDays(now: number, days = DASHBOARD_DAYS): string[] {
  return Array.from({ length: days }, (_, i) => shopDate(now - (days - 1 - i) * DAY_MS));
}

export async function dashboardStats(db: Db, now = Date.now()): Promise<DashboardStats> {
  const days = lastDays(now);
  const since = parseShopDateTime(`${days[0]}T00:00`)!;
  const paidDay = sql<string>`date((${orders.paidAt} + ${IST_OFFSET_MS}) / 1000, 'unixepoch')`;
  const [[productCount], [orderCount], [userCount], [ongoingCount], daily, latest] = await Promise.all([
    db.select({ n: count() }).from(products).where(isActiveProduct()),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(users),
    db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.status, [...ADMIN_ONGOING_STATUSES])),
    // Paid orders count on the day they were paid, less what was refunded of them since; a cancelled
    // (refunded) order is no revenue.
    db
      .select({
        day: paidDay,
        revenuePaise: sql<number>`sum(${orders.totalPaise} - ${creditedToOrder})`,
        orders: count(),
      })
      .from(orders)
      .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, since), ne(orders.status, "Cancelled")))
      .groupBy(paidDay),
    db
      .select({ order: orders, customerName: users.name })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(LATEST_ORDERS),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  return {
    totalProducts: productCount?.n ?? 0,
    totalOrders: orderCount?.n ?? 0,
    totalUsers: userCount?.n ?? 0,
    ongoingOrders: ongoingCount?.n ?? 0,
    cod: await codFigures(db, now),
    daily: days.map((day) => ({
      date: day,
      revenue: paiseToRupees(byDay.get(day)?.revenuePaise ?? 0),
      orders: byDay.get(day)?.orders ?? 0,
    })),
    latestOrders: latest.map(({ order, customerName }) => ({
      _id: order.id,
      shortId: shortOrderId(order.id),
      customer: customerName ?? order.shipName,
      status: order.status,
      totalAmount: paiseToRupees(order.totalPaise),
      orderDate: new Date(order.createdAt).toISOString(),
    })),
  };
}

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/** The COD figures: what waits for a code or a remittance, and the last 30 days' RTO rate and COD share. */
async function codFigures(db: Db, now: number): Promise<DashboardStats["cod"]> {
  const since = now - COD_DASHBOARD_WINDOW_DAYS * DAY_MS;
  const [[toConfirm], [unremitted], [shipped], [returned], [placed]] = await db.batch([
    db.select({ n: count() }).from(orders).where(eq(orders.status, COD_PENDING_STATUS)),
    db
      .select({ n: count(), paise: sql<number>`coalesce(sum(${codCollections.amountPaise}), 0)` })
      .from(codCollections)
      .where(isNull(codCollections.remittedAt)),
    db.select({ n: count() }).from(shipments).where(gte(shipments.createdAt, since)),
    db.select({ n: count() }).from(orders).where(gte(orders.returnedAt, since)),
    db
      .select({ n: count(), cod: sql<number>`coalesce(sum(${orders.paymentMethod} = 'cod'), 0)` })
      .from(orders)
      .where(gte(orders.createdAt, since)),
  ]);
  return {
    toConfirm: toConfirm?.n ?? 0,
    collectedNotRemitted: { orders: unremitted?.n ?? 0, amount: paiseToRupees(unremitted?.paise ?? 0) },
    rtoRatePercent: share(returned?.n ?? 0, shipped?.n ?? 0),
    codSharePercent: share(placed?.cod ?? 0, placed?.n ?? 0),
  };
}
