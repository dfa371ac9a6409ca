/**
 * Cash collected at the door: recorded when the courier reports a COD order Delivered (in the same
 * batch as the move), and marked remitted once the courier has paid it to the shop (an admin,
 * from the courier's remittance report).
 */
import { and, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { codCollections, type orders } from "../../db/schema.ts";

/** A statement for the Delivered batch; a second Delivered for the same order changes nothing. */
export function recordCashCollected(
  db: Db,
  order: Pick<typeof orders.$inferSelect, "id" | "totalPaise">,
  awb: string,
  collectedAt: number,
) {
  return db
    .insert(codCollections)
    .values({ orderId: order.id, amountPaise: order.totalPaise, awb, collectedAt })
    .onConflictDoNothing();
}

/** The orders among `orderIds` whose collected cash the courier has not remitted yet. */
export function unremitted(db: Db, orderIds: string[]) {
  return db
    .select({ orderId: codCollections.orderId, amountPaise: codCollections.amountPaise })
    .from(codCollections)
    .where(and(inArray(codCollections.orderId, orderIds), isNull(codCollections.remittedAt)));
}

/** A statement marking the orders' cash remitted (those remitted meanwhile are left as they are). */
export function markRemitted(db: Db, orderIds: string[], adminId: string, now = Date.now()) {
  return db
    .update(codCollections)
    .set({ remittedAt: now, remittedBy: adminId })
    .where(and(inArray(codCollections.orderId, orderIds), isNull(codCollections.remittedAt)));
}
