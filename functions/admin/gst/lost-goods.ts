/** Reading the month's goods lost in transit from the record of losses (decision 056). */
import { and, gte, inArray, lt, or, sum } from "drizzle-orm";
import { gstMonthBounds } from "../../../domain/invoicing/gst-summary.ts";
import { type LostGoodsRow, lostGoodsOfMonth } from "../../../domain/invoicing/lost-goods.ts";
import { isArrival } from "../../../domain/shipments.ts";
import type { Db } from "../../db/client.ts";
import { orderLines, parcelLosses, taxInvoices } from "../../db/schema.ts";

export async function monthlyLostGoods(
  db: Db,
  month: string,
): Promise<{ rows: LostGoodsRow[]; netQuantity: number }> {
  const bounds = gstMonthBounds(month);
  const between = (column: typeof parcelLosses.lostAt | typeof parcelLosses.foundAt) =>
    and(gte(column, bounds.startMs), lt(column, bounds.endMs));
  const ofMonth = or(between(parcelLosses.lostAt), between(parcelLosses.foundAt));
  // The orders by a subquery, not a list of ids: D1 binds at most 100 parameters a statement.
  const ordersOfMonth = db.select({ id: parcelLosses.orderId }).from(parcelLosses).where(ofMonth);
  const [losses, quantities, invoices] = await db.batch([
    db.select().from(parcelLosses).where(ofMonth),
    db
      .select({ orderId: orderLines.orderId, quantity: sum(orderLines.quantity).mapWith(Number) })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ordersOfMonth))
      .groupBy(orderLines.orderId),
    db
      .select({ orderId: taxInvoices.orderId, number: taxInvoices.number })
      .from(taxInvoices)
      .where(inArray(taxInvoices.orderId, ordersOfMonth)),
  ]);
  const quantityOf = new Map(quantities.map((row) => [row.orderId, row.quantity]));
  const invoiceOf = new Map(invoices.map((row) => [row.orderId, row.number]));
  return lostGoodsOfMonth(
    losses.map((loss) => ({
      awb: loss.awb,
      orderId: loss.orderId,
      courierName: loss.courierName,
      quantity: quantityOf.get(loss.orderId) ?? 0,
      invoiceNumber: invoiceOf.get(loss.orderId) ?? null,
      lostAt: loss.lostAt,
      foundAt: loss.foundAt,
      foundAs: loss.foundAs && isArrival(loss.foundAs) ? loss.foundAs : null,
    })),
    bounds,
  );
}
