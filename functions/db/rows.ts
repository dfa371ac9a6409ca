/**
 * The rows the code passes around, named once: drizzle infers each from its table (db/schema.ts),
 * so a column added there is in its row type everywhere.
 */
import type {
  codBlocklist,
  coupons,
  creditNotes,
  emailOutbox,
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  products,
  reviews,
  shipments,
  taxInvoices,
  users,
} from "./schema.ts";

export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type StatusHistoryRow = typeof orderStatusHistory.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type OutboxEmailRow = typeof emailOutbox.$inferSelect;
export type InvoiceRow = typeof taxInvoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CodBlockRow = typeof codBlocklist.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
