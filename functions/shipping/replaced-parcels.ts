/**
 * The courier's word on a parcel that another was sent in place of (decision 050). A lost parcel
 * can turn up: delivered to the customer after all, or coming back to the shop. Neither moves the
 * order, which follows the parcel it has now; the news is said once, on the order's history and to
 * the admins, who settle the goods and the money by hand (the same as a cancelled order's parcel).
 * One batch, guarded so that two copies of one update racing each other say it once.
 */
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { newsOfReplacedParcel } from "../../domain/shipments.ts";
import type { Db } from "../db/client.ts";
import { earlierParcels, orders, shipments } from "../db/schema.ts";
import { activeAdminEmails } from "../lib/admin-recipients.ts";
import { GUARDS, runBatch, violated } from "../lib/batch-guards.ts";
import type { TrackingUpdate } from "../lib/courier.ts";
import { newId } from "../lib/ids.ts";
import { queueEmail } from "../lib/outbox.ts";
import { replacedParcelNewsEmail } from "./emails.ts";
import { recordFound } from "./parcel-losses.ts";
import { orderNote } from "../orders/history-note.ts";

/** `unknown`: no parcel of the shop had the AWB; `told`: false when no news, or said already. */
export type ReplacedParcelOutcome =
  | { result: "unknown" }
  | { result: "replaced"; orderId: string; told: boolean; emailIds: string[] };

export async function applyToReplacedParcel(
  db: Db,
  update: TrackingUpdate,
  siteUrl: string,
  now: number,
): Promise<ReplacedParcelOutcome> {
  const parcel = await db.select().from(earlierParcels).where(eq(earlierParcels.awb, update.awb)).get();
  if (!parcel) return { result: "unknown" };
  const quiet: ReplacedParcelOutcome = {
    result: "replaced",
    orderId: parcel.orderId,
    told: false,
    emailIds: [],
  };
  // The courier's time of the news: an update no newer than the last news said (a replay, or one
  // overtaken) is none.
  const at = update.at ?? now;
  const news = newsOfReplacedParcel(parcel.endedAs, parcel.newsStage, update.stage);
  if (!news || (parcel.newsAt !== null && at <= parcel.newsAt)) return quiet;
  const order = await db.select().from(orders).where(eq(orders.id, parcel.orderId)).get();
  if (!order) return { result: "unknown" };
  const newer = await db
    .select({ awb: shipments.awb })
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .get();

  const statements: BatchItem<"sqlite">[] = [
    // The guard: a copy of this update, or a newer one, that said its news first makes this one roll back.
    db
      .update(earlierParcels)
      .set({
        newsStage: news,
        newsAt: sql`CASE WHEN ${earlierParcels.newsStage} IS ${news} OR ${earlierParcels.newsAt} >= ${at} THEN -1 ELSE ${at} END`,
      })
      .where(eq(earlierParcels.awb, parcel.awb)),
    recordFound(db, parcel, news, at),
  ];
  // The customer's history says it too, unless the order was cancelled: its history ends there.
  if (order.status !== "Cancelled")
    statements.push(
      orderNote(db, order, `Courier, on the earlier parcel AWB ${parcel.awb}: ${update.courierStatus}.`, now),
    );
  const said = { stage: news, parcel, newerAwb: newer?.awb ?? null, courierStatus: update.courierStatus };
  const emailIds: string[] = [];
  for (const admin of await activeAdminEmails(db)) {
    const emailId = newId();
    emailIds.push(emailId);
    statements.push(queueEmail(db, replacedParcelNewsEmail(order, said, admin, siteUrl), emailId));
  }
  try {
    await runBatch(db, statements);
  } catch (error) {
    if (violated(error, GUARDS.replacedParcelNews)) return quiet;
    throw error;
  }
  return { result: "replaced", orderId: order.id, told: true, emailIds };
}
