/**
 * Reading orders for the admin panel: the filtered, searchable list (`getallorders?status=`, All at
 * first), one order in full, and the rows of the CSV export. Each order is built on what its
 * customer sees of it (functions/orders/dto.ts), so a field means the same to both.
 */
import { and, asc, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { OrderFilter } from "../../../domain/admin-schemas.ts";
import { messages } from "../../../domain/messages.ts";
import { paiseToRupees } from "../../../domain/money.ts";
import {
  ADMIN_ONGOING_STATUSES,
  allowedNextStatuses,
  isOverdue,
  shippingOf,
  isWithCourier,
} from "../../../domain/order-lifecycle.ts";
import { estimatedDeliveryAt, shortOrderId } from "../../../domain/orders.ts";
import { cancelOfParcel, isUnfollowed, judgeParcel, type Parcel } from "../../../domain/shipments.ts";
import { canRetryRefund } from "../../../domain/payments.ts";
import type { AdminOrderDetailDto, AdminOrderDto } from "../../../domain/api/admin-orders.ts";
import type { Db } from "../../db/client.ts";
import type { CourierLink } from "../../lib/config.ts";
import { orderLines, orders, orderStatusHistory, payments, shipments, users } from "../../db/schema.ts";
import { orNotFound } from "../../lib/errors.ts";
import { readPage } from "../../lib/pagination.ts";
import { toOrderDetailDto, toOrderDto, toTaxDocumentsDto } from "../../orders/dto.ts";
import { taxDocumentNumbers } from "../../invoices/issue.ts";
import { contains, startsWith } from "../../lib/search.ts";
import type { OrderLineRow, OrderRow, PaymentRow } from "../../db/rows.ts";
import { idSlices } from "../../db/bound.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function statusFilter(status: OrderFilter): SQL | undefined {
  if (status === "All") return undefined;
  if (status === "ongoing") return inArray(orders.status, [...ADMIN_ONGOING_STATUSES]);
  return eq(orders.status, status);
}

/** Order id (or its first characters), the delivery e-mail or phone, or the account's e-mail. */
function searchFilter(q: string): SQL | undefined {
  if (!q) return undefined;
  return or(
    startsWith(orders.id, q),
    contains(orders.shipEmail, q),
    contains(users.email, q),
    contains(orders.shipMobile, q.replace(/[\s-]/g, "")),
  );
}

type Customer = { name: string | null; email: string | null };

/** When the panel reads an order, and whether the shop then follows the parcels it booked (decision 051). */
type ReadingAt = { now: number; shopFollows: boolean };

/** What admins see of an order beyond what its customer sees (domain/api/admin-orders.ts). */
function adminOrderFields(
  row: OrderRow,
  customer: Customer,
  parcel: Parcel | null,
  { now, shopFollows }: ReadingAt,
) {
  return {
    shortId: shortOrderId(row.id),
    customer: { name: customer.name ?? row.shipName, email: customer.email ?? row.shipEmail },
    estimatedDelivery: new Date(estimatedDeliveryAt(row.createdAt)).toISOString(),
    overdue: isOverdue(row.createdAt, row.status, now),
    allowedNextStatuses: allowedNextStatuses(row.status, parcel && judgeParcel(parcel, shopFollows)),
    paymentCheck: paymentCheckFlag(row),
  };
}

/** The order as its customer sees it (`toOrderDto`, the one mapper of an order), plus the admin's fields. */
function toAdminOrderDto(
  row: OrderRow,
  customer: Customer,
  parcel: Parcel | null,
  lines: OrderLineRow[],
  at: ReadingAt,
): AdminOrderDto {
  return { ...toOrderDto(row, lines), ...adminOrderFields(row, customer, parcel, at) };
}

/**
 * An unpaid order the expiry job could not check with the payment provider (functions/payments/
 * expiry.ts): it keeps its stock until a check succeeds, so admins see it, and may cancel it.
 */
function paymentCheckFlag(row: OrderRow) {
  if (row.status !== "Pending Payment" || row.paymentCheckFailures === 0) return null;
  return {
    failures: row.paymentCheckFailures,
    lastError: row.paymentCheckError ?? "",
    nextAttemptAt: iso(row.paymentCheckRetryAt),
  };
}

async function linesByOrder(db: Db, orderIds: string[]): Promise<Map<string, OrderLineRow[]>> {
  const map = new Map<string, OrderLineRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
  for (const line of rows) map.set(line.orderId, [...(map.get(line.orderId) ?? []), line]);
  return map;
}

function selectOrders(db: Db) {
  return db
    .select({
      order: orders,
      customerName: users.name,
      customerEmail: users.email,
      parcel: { source: shipments.source, stage: shipments.stage },
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(shipments, eq(shipments.orderId, orders.id));
}

export async function listOrders(
  db: Db,
  query: { status: OrderFilter; q: string; page: number },
  shopFollows: boolean,
  now = Date.now(),
) {
  const where = and(statusFilter(query.status), searchFilter(query.q));
  const { rows, pagination } = await readPage(
    query.page,
    selectOrders(db).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic(),
    db.select({ n: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where),
  );
  const lines = await linesByOrder(
    db,
    rows.map((r) => r.order.id),
  );
  const data = rows.map((r) =>
    toAdminOrderDto(
      r.order,
      { name: r.customerName, email: r.customerEmail },
      r.parcel,
      lines.get(r.order.id) ?? [],
      { now, shopFollows },
    ),
  );
  return { data, pagination };
}

/** Every order matching the filters, newest first, for the CSV export (bounded). */
export const EXPORT_MAX_ROWS = 10_000;
export async function ordersForExport(
  db: Db,
  query: { status: OrderFilter; q: string },
  shopFollows: boolean,
  now = Date.now(),
) {
  const rows = await selectOrders(db)
    .where(and(statusFilter(query.status), searchFilter(query.q)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(EXPORT_MAX_ROWS);
  const ids = rows.map((r) => r.order.id);
  const lines = new Map<string, OrderLineRow[]>();
  for (const slice of idSlices(ids)) for (const [k, v] of await linesByOrder(db, slice)) lines.set(k, v);
  const paymentRows = ids.length ? await paymentsFor(db, ids) : new Map();
  return rows.map((r) => ({
    ...toAdminOrderDto(
      r.order,
      { name: r.customerName, email: r.customerEmail },
      r.parcel,
      lines.get(r.order.id) ?? [],
      { now, shopFollows },
    ),
    paymentId: (paymentRows.get(r.order.id)?.providerPaymentId as string | null | undefined) ?? "",
  }));
}

async function paymentsFor(db: Db, orderIds: string[]) {
  const map = new Map<string, PaymentRow>();
  for (const slice of idSlices(orderIds))
    for (const p of await db.select().from(payments).where(inArray(payments.orderId, slice)))
      map.set(p.orderId, p);
  return map;
}

export async function findOrderRow(db: Db, id: string): Promise<OrderRow> {
  return orNotFound(await db.select().from(orders).where(eq(orders.id, id)).get(), messages.orderNotFound);
}

/**
 * One order with its lines, payment and status history: the customer's view of it
 * (`toOrderDetailDto`) plus the admin's fields, the payment's ids and refund state, and who made
 * each status change.
 */
export async function getOrderDetail(
  db: Db,
  id: string,
  courier: CourierLink,
  now = Date.now(),
): Promise<AdminOrderDetailDto> {
  const row = orNotFound(await selectOrders(db).where(eq(orders.id, id)).get(), messages.orderNotFound);
  const [invoices, notes] = taxDocumentNumbers(db, (orderId) => eq(orderId, id));
  const [lines, payment, history, shipment, [invoice], creditNotes] = await Promise.all([
    linesByOrder(db, [id]),
    db.select().from(payments).where(eq(payments.orderId, id)).get(),
    db
      .select({ entry: orderStatusHistory, byName: users.name, byEmail: users.email })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db.select().from(shipments).where(eq(shipments.orderId, id)).get(),
    invoices,
    notes,
  ]);
  const order = row.order;
  /** Who made each change: an admin, or null for the shop itself (checkout, payment, expiry). */
  const changedBy = history.map(({ entry, byName, byEmail }) =>
    entry.changedBy ? { id: entry.changedBy, name: byName ?? "", email: byEmail ?? "" } : null,
  );
  const customerView = toOrderDetailDto(
    order,
    lines.get(id) ?? [],
    history.map((h) => h.entry),
    payment,
    shipment,
    toTaxDocumentsDto(invoice, creditNotes),
  );
  // A parcel still with the courier is not offered for cancelling (decision 047); the panel says why.
  const cancelRefused =
    isWithCourier(order.status) &&
    !cancelOfParcel(shipment && judgeParcel(shipment, courier.follows)).allowed;
  return {
    ...customerView,
    ...adminOrderFields(order, { name: row.customerName, email: row.customerEmail }, row.parcel, {
      now,
      shopFollows: courier.follows,
    }),
    payment:
      payment && customerView.payment
        ? {
            ...customerView.payment,
            providerOrderId: payment.providerOrderId,
            providerPaymentId: payment.providerPaymentId,
            amount: paiseToRupees(payment.amountPaise),
            refundId: payment.refundId,
            refundError: payment.refundError,
            canRetryRefund: order.status === "Cancelled" && canRetryRefund(payment, now),
          }
        : null,
    history: customerView.statusHistory.map((entry, i) => ({ ...entry, by: changedBy[i] ?? null })),
    shipment:
      shipment && customerView.shipment
        ? {
            ...customerView.shipment,
            source: shipment.source,
            stage: shipment.stage,
            cancelRefused,
            unfollowed: isUnfollowed(shipment, courier.follows),
            labelUrl: shipment.labelUrl,
            // Failed asks, while the tracking job still asks (it needs the courier account).
            trackingCheck:
              shipment.trackCheckFailures > 0 && courier.books
                ? {
                    failures: shipment.trackCheckFailures,
                    lastError: shipment.trackCheckError ?? "",
                    nextAttemptAt: iso(shipment.trackCheckAt),
                  }
                : null,
          }
        : null,
    shipWith: shippingOf(order.status, shipment) ? (courier.books ? "courier" : "manual") : null,
  };
}
