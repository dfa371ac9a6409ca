/**
 * The cron's sweep of cash-on-delivery orders nobody confirmed within
 * COD_CONFIRMATION_WINDOW_HOURS: each is cancelled and gives its stock and coupon use back, through
 * the same guarded batch as every unpaid order's close, so a confirmation landing at the same time
 * either wins (the order stays Processing) or loses whole.
 */
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { COD_CONFIRMATION_WINDOW_HOURS, COD_PENDING_STATUS } from "../../../domain/cod.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { codMessages } from "../../../domain/cod-messages.ts";
import { orderStatusEmail } from "../../admin/orders/emails.ts";
import { cancelUnconfirmed } from "./confirm.ts";

const PAGE_SIZE = 50;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Returns how many orders this run cancelled. Each customer is e-mailed why: one who missed the SMS
 * would otherwise wait for a parcel that never comes.
 */
export async function expireUnconfirmedCodOrders(db: Db, siteUrl: string, now = Date.now()): Promise<number> {
  const cutoff = now - COD_CONFIRMATION_WINDOW_HOURS * HOUR_MS;
  let expired = 0;
  let after = "";
  for (;;) {
    // By id past the last page: an order another request closed meanwhile is not met again.
    const page = await db
      .select()
      .from(orders)
      .where(and(eq(orders.status, COD_PENDING_STATUS), lt(orders.createdAt, cutoff), gtId(after)))
      .orderBy(asc(orders.id))
      .limit(PAGE_SIZE);
    if (page.length === 0) return expired;
    for (const order of page) {
      const email = orderStatusEmail(order, "Cancelled", codMessages.expiredNote, siteUrl);
      if (
        await cancelUnconfirmed(
          db,
          order,
          "Not confirmed in time; the reserved stock was released",
          email ?? undefined,
        )
      )
        expired += 1;
    }
    after = page.at(-1)!.id;
  }
}

function gtId(after: string) {
  return after ? gt(orders.id, after) : undefined;
}
