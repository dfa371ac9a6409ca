/** The signed-in customer's reward points, counted from their paid, standing orders. */
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  POINT_EARNING_STATUSES,
  REWARD_POINTS_PER_100_RUPEES,
  rewardPointsFor,
} from "../../domain/rewards.ts";
import type { Db } from "../db/client.ts";
import { orders } from "../db/schema.ts";

export async function rewardPointsOf(db: Db, userId: string) {
  const rows = await db
    .select({ paidGoodsPaise: sql<number>`${orders.goodsTotalPaise} - ${orders.couponDiscountPaise}` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...POINT_EARNING_STATUSES])));
  const points = rows.reduce((sum, row) => sum + rewardPointsFor(row.paidGoodsPaise), 0);
  return { points, pointsPer100Rupees: REWARD_POINTS_PER_100_RUPEES, qualifyingOrders: rows.length };
}
