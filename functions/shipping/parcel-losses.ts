/**
 * The record of goods the courier lost (decision 056), written in the batch that applies the
 * courier's word: a loss when a parcel is reported lost, and its finding when the same parcel is
 * later reported delivered or returned after all, whatever came between (tracking.ts,
 * replaced-parcels.ts). The monthly list of goods lost reads it (functions/admin/gst/lost-goods.ts).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type AfterCancelStage, isArrival, type TrackingStage } from "../../domain/shipments.ts";
import type { Db } from "../db/client.ts";
import { parcelLosses } from "../db/schema.ts";
import { newId } from "../lib/ids.ts";

type Parcel = { awb: string; orderId: string; courierName: string };

/** The parcel's loss not found yet, if any. */
const openLoss = (parcel: Parcel) =>
  and(
    eq(parcelLosses.awb, parcel.awb),
    eq(parcelLosses.orderId, parcel.orderId),
    isNull(parcelLosses.foundAt),
  );

/**
 * What the courier's word on a parcel, at the courier's time `at`, writes to the record: a loss
 * when it says lost (unless a loss of this parcel is open already, or the word is older than the
 * last one applied: `newer` false), a finding of the open loss when it says delivered or returned.
 * Read before the caller's batch, whose guard on the parcel as read keeps two racing copies of one
 * update from both writing.
 */
export async function lossRecordWrites(
  db: Db,
  parcel: Parcel,
  stage: TrackingStage,
  at: number,
  newer: boolean,
): Promise<BatchItem<"sqlite">[]> {
  if (isArrival(stage)) return [recordFound(db, parcel, stage, at)];
  if (stage !== "lost" || !newer) return [];
  if (await db.select({ id: parcelLosses.id }).from(parcelLosses).where(openLoss(parcel)).get()) return [];
  return [
    db.insert(parcelLosses).values({
      id: newId(),
      awb: parcel.awb,
      orderId: parcel.orderId,
      courierName: parcel.courierName,
      lostAt: at,
    }),
  ];
}

/**
 * The open loss of the parcel is found at `at`: delivered or returned. Never before it was lost (a
 * scan stamped earlier that arrives late counts from the loss), so a month already filed keeps its
 * rows. Nothing for a parcel with no open loss.
 */
export function recordFound(db: Db, parcel: Parcel, foundAs: AfterCancelStage, at: number) {
  return db
    .update(parcelLosses)
    .set({ foundAt: sql`MAX(${at}, ${parcelLosses.lostAt})`, foundAs })
    .where(openLoss(parcel));
}
