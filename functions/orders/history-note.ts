/**
 * A history entry that records what happened to an order without moving it: the courier's word on a
 * parcel, a refund processed, an extra payment sent back. A note, not a step: the customer's
 * timeline dates each step by the changes alone (decision 050, first addendum).
 */
import type { OrderStatus } from "../../domain/orders.ts";
import type { Db } from "../db/client.ts";
import { orderStatusHistory } from "../db/schema.ts";
import { newId } from "../lib/ids.ts";

export function orderNote(db: Db, order: { id: string; status: OrderStatus }, note: string, at = Date.now()) {
  return db.insert(orderStatusHistory).values({
    id: newId(),
    orderId: order.id,
    status: order.status,
    kind: "note",
    note,
    changedBy: null,
    createdAt: at,
  });
}
