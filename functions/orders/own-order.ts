/** A customer's own order, by id. */
import { and, eq } from "drizzle-orm";
import { messages } from "../../domain/messages.ts";
import type { Db } from "../db/client.ts";
import { orders } from "../db/schema.ts";
import { orNotFound } from "../lib/errors.ts";

/** The order, if it is this customer's; another's answers 404 like an id that does not exist. */
export async function findOwnOrder(db: Db, userId: string, orderId: string) {
  return orNotFound(
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .get(),
    messages.orderNotFound,
  );
}
