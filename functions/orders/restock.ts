/**
 * An order's goods back on the shelf (an unpaid order closed, an order cancelled, a parcel returned
 * to origin), or off it again (a returned parcel sent again): one statement per line, for the
 * caller's batch, each returning the stock it left so that `purgeStockCrossings` can tell which
 * products crossed in or out of stock.
 */
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client.ts";
import { orderLines, products } from "../db/schema.ts";
import { STOCK_AFTER } from "../products/edge-cache.ts";

export type Restock = { statement: BatchItem<"sqlite">; change: number };

export function restockOrder(db: Db, orderId: string, now = Date.now()): Promise<Restock[]> {
  return moveOrderStock(db, orderId, 1, now);
}

/**
 * The order's goods taken off the shelf again (a returned parcel sent again): the CHECK (stock >= 0)
 * aborts the caller's batch when one has sold out meanwhile (lib/batch-guards.ts `GUARDS.stock`).
 */
export function reserveOrderAgain(db: Db, orderId: string, now = Date.now()): Promise<Restock[]> {
  return moveOrderStock(db, orderId, -1, now);
}

async function moveOrderStock(db: Db, orderId: string, direction: 1 | -1, now: number): Promise<Restock[]> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return lines.map((line) => ({
    change: direction * line.quantity,
    statement: db
      .update(products)
      .set({ stock: sql`${products.stock} + ${direction * line.quantity}`, updatedAt: now })
      .where(eq(products.id, line.productId))
      .returning(STOCK_AFTER),
  }));
}
