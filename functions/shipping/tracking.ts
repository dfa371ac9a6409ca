/**
 * Applying what the courier says about a parcel (its webhook, or the reconcile job asking it):
 * the scans are merged into the shipment, and a scan that takes the parcel further moves its order
 * (domain/shipments.ts `statusAfterScan`): Out for Delivery, Delivered (for cash on delivery, the
 * cash is recorded as collected), or Returned to Origin, which puts the stock back, marks the
 * account and tells the admins. One batch: shipment, order (guarded on the
 * status it was read in), history, e-mails, stock.
 *
 * Idempotent and in order: an update no newer than the last one applied (a replay, or one that
 * arrives after a later one) changes nothing; two updates racing each other are settled by the
 * order's guard, the loser's batch rolling back whole and the loser read and applied again.
 */
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  type EndedStage,
  isEndedStage,
  mergeScans,
  newsAfterCancel,
  statusAfterScan,
} from "../../domain/shipments.ts";
import { adminMessages } from "../../domain/admin-messages.ts";
import { isWithCourier } from "../../domain/order-lifecycle.ts";
import { TRACKING_RECONCILE } from "../../src/config/delivery.ts";
import { orderStatusEmail } from "../admin/orders/emails.ts";
import type { Db } from "../db/client.ts";
import { orders, orderStatusHistory, shipments } from "../db/schema.ts";
import { activeAdminEmails } from "../lib/admin-recipients.ts";
import { GUARDS, runBatch, totalUnlessParcelMoved, violated } from "../lib/batch-guards.ts";
import type { TrackingUpdate } from "../lib/courier.ts";
import { newId } from "../lib/ids.ts";
import { queueEmail, type OutgoingEmail } from "../lib/outbox.ts";
import { recordCashCollected } from "../orders/cod/collections.ts";
import { type Restock, restockOrder } from "../orders/restock.ts";
import { purgeStockCrossings, stockMovesOf } from "../products/edge-cache.ts";
import { courierNewsEmail, returnedAdminEmail } from "./emails.ts";
import { lossRecordWrites } from "./parcel-losses.ts";
import { applyToReplacedParcel, type ReplacedParcelOutcome } from "./replaced-parcels.ts";
import { orderNote } from "../orders/history-note.ts";

const HOUR = 60 * 60 * 1000;

/**
 * `unknown`: no parcel of the shop has or had the AWB; `stale`: nothing newer than what was applied;
 * `replaced`: the news of a parcel another took the place of (replaced-parcels.ts).
 */
export type TrackingOutcome =
  | ReplacedParcelOutcome
  | { result: "stale" }
  | { result: "recorded"; orderId: string; emailIds: string[] }
  | { result: "moved"; orderId: string; status: string; emailIds: string[] };

/** How often an update that lost a race to another is read and applied again. */
const RACE_RETRIES = 2;

/**
 * Applies the update. One that lost a race (another update, or an admin, changed the order between
 * its reads and its write) is read and applied again: answered "stale", the courier would not send
 * it again, and a move such as Delivered would wait for the reconcile job.
 */
export async function applyTracking(
  db: Db,
  update: TrackingUpdate,
  siteUrl: string,
  now = Date.now(),
): Promise<TrackingOutcome> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await applyTrackingOnce(db, update, siteUrl, now);
    if (outcome.result !== "raced") return outcome;
    if (attempt === RACE_RETRIES) return { result: "stale" };
  }
}

async function applyTrackingOnce(
  db: Db,
  update: TrackingUpdate,
  siteUrl: string,
  now: number,
): Promise<TrackingOutcome | { result: "raced" }> {
  const shipment = await db.select().from(shipments).where(eq(shipments.awb, update.awb)).get();
  if (!shipment) return applyToReplacedParcel(db, update, siteUrl, now);
  const last = shipment.lastUpdateAt;
  // A parcel's end (lost, or its booking cancelled at the courier) is news even without a newer
  // scan: a booking cancelled before pickup has none, and the courier's answer may carry no time.
  const endsAt: EndedStage | null =
    isEndedStage(update.stage) && shipment.stage !== update.stage ? update.stage : null;
  const endsNow = endsAt !== null;
  const at = endsNow ? Math.max(update.at ?? now, (last ?? 0) + 1) : update.at;
  if (at === null || (last !== null && at <= last)) return { result: "stale" };
  const order = await db.select().from(orders).where(eq(orders.id, shipment.orderId)).get();
  if (!order) return { result: "unknown" };

  const next = statusAfterScan(order.status, update.stage);
  // Lost, or cancelled at the courier: said once, to the order's history and the admins. A cancelled
  // order's parcel delivered or returned after all: said once, to the admins.
  const ended = isWithCourier(order.status) ? endsAt : null;
  const afterCancel = newsAfterCancel(order.status, shipment.stage, update.stage);
  const scans = mergeScans(shipment.scans, update.scans);
  const latest = scans.at(-1);
  const statements: BatchItem<"sqlite">[] = [
    // Guarded by the order's status even when it does not move: a racing copy of the same update
    // that moved it first makes this one roll back instead of writing its scans over.
    db
      .update(orders)
      .set({
        totalPaise: totalUnlessParcelMoved(order.status, shipment),
        ...(next ? { status: next, updatedAt: now } : {}),
        // A refused or undeliverable parcel marks the account (a COD one locks it out of COD).
        ...(next === "Returned to Origin" ? { returnedAt: now } : {}),
        // Cash on delivery is paid at the door: the courier's Delivered is the payment.
        ...(next === "Delivered" && order.paymentMethod === "cod" ? { paidAt: at } : {}),
      })
      .where(eq(orders.id, order.id)),
    db
      .update(shipments)
      .set({
        scans,
        courierStatus: update.courierStatus,
        stage: update.stage,
        lastUpdateAt: at,
        // A parcel that has ended goes nowhere more: the reconcile job stops asking about it.
        trackCheckAt: isEndedStage(update.stage) ? null : now + TRACKING_RECONCILE.quietHours * HOUR,
        trackCheckFailures: 0,
        trackCheckError: null,
        updatedAt: now,
      })
      // The shipment's own guard: an update no newer than the one applied meanwhile writes nothing.
      .where(
        sql`${shipments.id} = ${shipment.id} AND (${shipments.lastUpdateAt} IS NULL OR ${shipments.lastUpdateAt} < ${at})`,
      ),
  ];
  // Goods lost, or a lost parcel found after all: what the monthly list of goods lost reads. A
  // report of loss older than the last update applied (a retry arriving late) records none.
  const newer = update.at === null || last === null || update.at > last;
  statements.push(...(await lossRecordWrites(db, shipment, update.stage, at, newer)));
  const emails: OutgoingEmail[] = [];
  const restocks: Restock[] = [];
  if (next) {
    const where = latest?.location ? ` (${latest.location})` : "";
    const note = `Courier: ${update.courierStatus}${where}`;
    statements.push(
      db
        .insert(orderStatusHistory)
        .values({ id: newId(), orderId: order.id, status: next, note, changedBy: null, createdAt: now }),
    );
    if (next === "Delivered" && order.paymentMethod === "cod")
      statements.push(recordCashCollected(db, order, shipment.awb, at));
    const customerEmail = orderStatusEmail(order, next, "", siteUrl);
    if (customerEmail) emails.push(customerEmail);
    if (next === "Returned to Origin") {
      restocks.push(...(await restockOrder(db, order.id)));
      statements.push(...restocks.map((restock) => restock.statement));
      for (const admin of await activeAdminEmails(db))
        emails.push(
          returnedAdminEmail(order, shipment.courierName, shipment.awb, update.courierStatus, admin, siteUrl),
        );
    }
  }
  const advice = ended
    ? adminMessages.parcelEnded[ended]
    : afterCancel && adminMessages.parcelAfterCancel[afterCancel];
  // The history is the customer's too (their order's API): it records what the courier said of an
  // order still on its way. What an admin does about it is in the order detail while it matters, and
  // in the admins' e-mail. A cancelled order's history ends with its cancel, which the customer's
  // page shows beside it; the courier's later word is on the shipment.
  if (ended) statements.push(orderNote(db, order, `Courier: ${update.courierStatus}.`, now));
  if (advice)
    for (const admin of await activeAdminEmails(db))
      emails.push(courierNewsEmail(order, shipment, update.courierStatus, advice, admin, siteUrl));
  const emailIds = emails.map(() => newId());
  for (const [i, email] of emails.entries()) statements.push(queueEmail(db, email, emailIds[i]));

  try {
    const results = await runBatch(db, statements);
    await purgeStockCrossings(stockMovesOf(statements, results, restocks));
  } catch (error) {
    if (violated(error, GUARDS.orderState)) return { result: "raced" };
    throw error;
  }
  return next
    ? { result: "moved", orderId: order.id, status: next, emailIds }
    : { result: "recorded", orderId: order.id, emailIds };
}
