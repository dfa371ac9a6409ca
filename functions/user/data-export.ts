/**
 * "Download my data" (decision 022): everything the shop holds about one customer, read in one go.
 * Every query is keyed by the customer's id (their orders, through the order ids), never by an
 * e-mail or name someone could share, so nobody else's data can come with it.
 */
import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { PersonalDataExport } from "../../domain/api/user-data.ts";
import type { Db } from "../db/client.ts";
import {
  auditLog,
  codCollections,
  contactMessages,
  creditNotes,
  deliveryAddresses,
  emailChangeLinks,
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  privacyConsents,
  reviews,
  shipments,
  earlierParcels,
  taxInvoices,
} from "../db/schema.ts";
import { toUserDto } from "../auth/user-dto.ts";
import { toOrderDetailDto, toTaxDocumentsDto } from "../orders/dto.ts";
import { getOwnUser } from "./profile.ts";
import { rewardPointsOf } from "./rewards.ts";

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/** Rows grouped by their order. */
function byOrder<Row extends { orderId: string }>(rows: Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) grouped.set(row.orderId, [...(grouped.get(row.orderId) ?? []), row]);
  return grouped;
}

const taxDocument = (row: { number: string; issuedAt: number; totalPaise: number }) => ({
  number: row.number,
  issuedAt: iso(row.issuedAt),
  totalPaise: row.totalPaise,
});

export const KEPT_IN_BROWSER_ONLY =
  "Your cart and wishlist are kept only in your browser's storage, not on our servers: clear your browser's site data for this shop to remove them.";

export async function personalDataOf(db: Db, userId: string, now = Date.now()): Promise<PersonalDataExport> {
  const user = await getOwnUser(db, userId);
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  // A subquery, not a list of ids: D1 binds at most 100 parameters per statement.
  const ownOrderIds = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  const ofOrders = (orderId: SQLiteColumn) => inArray(orderId, ownOrderIds);
  const [
    lines,
    history,
    paymentRows,
    shipmentRows,
    earlierParcelRows,
    invoices,
    notes,
    collections,
    consents,
    savedAddress,
    messages,
    events,
    rewardPoints,
    reviewRows,
    emailChanges,
  ] = await Promise.all([
    db.select().from(orderLines).where(ofOrders(orderLines.orderId)),
    db
      .select()
      .from(orderStatusHistory)
      .where(ofOrders(orderStatusHistory.orderId))
      .orderBy(orderStatusHistory.createdAt),
    db.select().from(payments).where(ofOrders(payments.orderId)),
    db.select().from(shipments).where(ofOrders(shipments.orderId)),
    db
      .select()
      .from(earlierParcels)
      .where(ofOrders(earlierParcels.orderId))
      .orderBy(earlierParcels.replacedAt),
    db.select().from(taxInvoices).where(ofOrders(taxInvoices.orderId)),
    db.select().from(creditNotes).where(ofOrders(creditNotes.orderId)).orderBy(creditNotes.issuedAt),
    db.select().from(codCollections).where(ofOrders(codCollections.orderId)),
    db
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.userId, userId))
      .orderBy(privacyConsents.givenAt),
    db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId)).get(),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(contactMessages.createdAt),
    db
      .select({ action: auditLog.action, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.entity, "user"), eq(auditLog.entityId, userId)),
          and(eq(auditLog.entity, "order"), inArray(auditLog.entityId, ownOrderIds)),
        ),
      )
      .orderBy(auditLog.createdAt),
    rewardPointsOf(db, userId),
    db
      .select({ review: reviews, product: orderLines.name })
      .from(reviews)
      .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
      .where(eq(reviews.userId, userId))
      .orderBy(reviews.createdAt),
    db
      .select()
      .from(emailChangeLinks)
      .where(eq(emailChangeLinks.userId, userId))
      .orderBy(emailChangeLinks.createdAt),
  ]);
  const linesOf = byOrder(lines);
  const historyOf = byOrder(history);
  const notesOf = byOrder(notes);
  const paymentOf = new Map(paymentRows.map((row) => [row.orderId, row]));
  const shipmentOf = new Map(shipmentRows.map((row) => [row.orderId, row]));
  const earlierParcelsOf = byOrder(earlierParcelRows);
  const invoiceOf = new Map(invoices.map((row) => [row.orderId, row]));
  const collectionOf = new Map(collections.map((row) => [row.orderId, row]));

  return {
    exportedAt: iso(now),
    account: toUserDto(user),
    privacyConsents: consents.map((consent) => ({
      noticeVersion: consent.noticeVersion,
      givenAt: iso(consent.givenAt),
      withdrawnAt: isoOrNull(consent.withdrawnAt),
    })),
    emailChangesAsked: emailChanges.map((link) => ({
      newEmail: link.newEmail,
      askedAt: iso(link.createdAt),
      expiresAt: iso(link.expiresAt),
      linkUsedAt: isoOrNull(link.usedAt),
    })),
    savedDeliveryAddress: savedAddress
      ? {
          name: savedAddress.name,
          mobile: savedAddress.mobile,
          email: savedAddress.email,
          address: savedAddress.address,
          city: savedAddress.city,
          state: savedAddress.state,
          pincode: savedAddress.pincode,
        }
      : null,
    orders: orderRows.map((order) => {
      const payment = paymentOf.get(order.id);
      const invoice = invoiceOf.get(order.id);
      return {
        ...toOrderDetailDto(
          order,
          linesOf.get(order.id) ?? [],
          historyOf.get(order.id) ?? [],
          payment,
          shipmentOf.get(order.id),
          toTaxDocumentsDto(invoice, notesOf.get(order.id) ?? []),
        ),
        paymentRecord: payment
          ? {
              provider: payment.provider,
              status: payment.status,
              amountPaise: payment.amountPaise,
              paymentReference: payment.providerPaymentId,
              refundReference: payment.refundId,
              createdAt: iso(payment.createdAt),
            }
          : null,
        taxInvoice: invoice ? taxDocument(invoice) : null,
        creditNotes: (notesOf.get(order.id) ?? []).map(taxDocument),
        cashCollectedAt: isoOrNull(collectionOf.get(order.id)?.collectedAt ?? null),
        earlierParcels: (earlierParcelsOf.get(order.id) ?? []).map((parcel) => ({
          courierName: parcel.courierName,
          awb: parcel.awb,
          replacedAt: iso(parcel.replacedAt),
        })),
      };
    }),
    rewardPoints,
    contactMessages: messages.map((message) => ({
      ticket: message.ticket,
      email: message.email,
      phone: `${message.countryCode} ${message.phoneNumber}`,
      address: message.address,
      message: message.message,
      receivedAt: iso(message.createdAt),
      handledAt: isoOrNull(message.handledAt),
    })),
    reviews: reviewRows.map(({ review, product }) => ({
      product,
      rating: review.rating,
      title: review.title,
      text: review.text,
      city: review.city,
      status: review.status,
      hideReason: review.hideReason,
      shopReply: review.reply,
      writtenAt: iso(review.createdAt),
      updatedAt: iso(review.updatedAt),
    })),
    accountEvents: events.map((event) => ({ action: event.action, at: iso(event.createdAt) })),
    keptInYourBrowserOnly: KEPT_IN_BROWSER_ONLY,
  };
}
