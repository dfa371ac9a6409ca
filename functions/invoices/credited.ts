/**
 * What an order's credit notes have given back so far (paise, GST included): refunds made in
 * Razorpay's dashboard on an order that still stands (decision 020). A cancelled order is credited
 * in full, and is left out of revenue and points by its status.
 */
import { sql } from "drizzle-orm";
import { creditNotes, orders } from "../db/schema.ts";

export const creditedToOrder = sql<number>`coalesce((select sum(${creditNotes.totalPaise}) from ${creditNotes} where ${creditNotes.orderId} = ${orders.id}), 0)`;
