/**
 * The order id a parcel is booked under at the courier (Shiprocket's `order_id`, our reference).
 * The same reference updates the same courier order, so a retry after a timeout books nothing new.
 * - A first parcel is booked as the order's id.
 * - A parcel in place of an earlier one (sent again, a replacement, a new booking: decision 050) is
 *   a new courier order, named after when the earlier parcel was booked: the order's own id would
 *   update the earlier courier order, whose shipment has ended.
 * - A booking the shop called off at the courier (it could not record it: ./ship.ts) is in the audit
 *   log; the next one counts past it (`-1`, `-2`…), since the courier keeps a cancelled order's id.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, type orders, type shipments } from "../../db/schema.ts";
import { auditEntry } from "../../lib/audit.ts";

const CALLED_OFF = "order.courier_booking_cancel";

export type CourierReference = { base: string; reference: string };
type CalledOff = CourierReference & { providerOrderId: string };

export async function courierReference(
  db: Db,
  order: typeof orders.$inferSelect,
  earlier: typeof shipments.$inferSelect | undefined,
): Promise<CourierReference> {
  const base = earlier ? `${order.id}-${earlier.createdAt.toString(36)}` : order.id;
  const entries = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, "order"), eq(auditLog.entityId, order.id), eq(auditLog.action, CALLED_OFF)),
    );
  const calledOff = entries.filter(
    (entry) => (JSON.parse(entry.after ?? "{}") as Partial<CalledOff>).base === base,
  ).length;
  return { base, reference: calledOff === 0 ? base : `${base}-${calledOff}` };
}

/** Records a booking the shop cancelled at the courier, so that the next booking is a new one. */
export function calledOffBooking(db: Db, adminId: string, orderId: string, booking: CalledOff) {
  return auditEntry(db, { adminId, action: CALLED_OFF, entity: "order", entityId: orderId, after: booking });
}
