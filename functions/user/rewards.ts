/**
 * The signed-in customer's reward points, counted from their paid, standing orders (COD: once
 * delivered), less what was refunded of each (domain/rewards.ts).
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import {
  COD_POINT_EARNING_STATUSES,
  POINT_EARNING_STATUSES,
  REWARD_POINTS_PER_100_RUPEES,
  rewardPointsFor,
} from "../../domain/rewards.ts";
import type { Db } from "../db/client.ts";
import { orders } from "../db/schema.ts";
import { creditedToOrder } from "../invoices/credited.ts";

export async function rewardPointsOf(db: Db, userId: string) {
  const rows = await db
    .select({
      paidGoodsPaise: sql<number>`${orders.goodsTotalPaise} - ${orders.couponDiscountPaise} - ${creditedToOrder}`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...POINT_EARNING_STATUSES]),
        // Cash on delivery is paid at the door: its points come with the cash (domain/rewards.ts).
        or(eq(orders.paymentMethod, "online"), inArray(orders.status, [...COD_POINT_EARNING_STATUSES])),
      ),
    );
  const points = rows.reduce((sum, row) => sum + rewardPointsFor(row.paidGoodsPaise), 0);
  return { points, pointsPer100Rupees: REWARD_POINTS_PER_100_RUPEES, qualifyingOrders: rows.length };
}
