/**
 * An order's goods back on the shelf (an unpaid order closed, an order cancelled, a parcel returned
 * to origin): one statement per line, for the caller's batch, each returning the stock it left so
 * that `purgeStockCrossings` can tell which products came back from sold out.
 */
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client.ts";
import { orderLines, products } from "../db/schema.ts";
import { STOCK_AFTER } from "../products/edge-cache.ts";

export type Restock = { statement: BatchItem<"sqlite">; change: number };

export async function restockOrder(db: Db, orderId: string, now = Date.now()): Promise<Restock[]> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return lines.map((line) => ({
    change: line.quantity,
    statement: db
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(products.id, line.productId))
      .returning(STOCK_AFTER),
  }));
}
