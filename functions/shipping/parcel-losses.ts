/**
 * The record of goods the courier lost (decision 056), written in the batch that applies the
 * courier's word: the loss when a parcel is reported lost, and its finding when the same parcel is
 * later reported delivered or returned after all (tracking.ts, replaced-parcels.ts). The monthly
 * list of goods lost reads it (functions/admin/gst/lost-goods.ts).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { AfterCancelStage } from "../../domain/shipments.ts";
import type { Db } from "../db/client.ts";
import { parcelLosses } from "../db/schema.ts";
import { newId } from "../lib/ids.ts";

/** The parcel is lost as of `at` (the courier's time): a loss of its own, even for an AWB lost before. */
export function recordLoss(
  db: Db,
  parcel: { awb: string; orderId: string; courierName: string },
  at: number,
) {
  return db.insert(parcelLosses).values({
    id: newId(),
    awb: parcel.awb,
    orderId: parcel.orderId,
    courierName: parcel.courierName,
    lostAt: at,
  });
}

/** A lost parcel turned up at `at`: delivered or returned. Nothing for a parcel never lost. */
export function recordFound(db: Db, awb: string, foundAs: AfterCancelStage, at: number) {
  return db
    .update(parcelLosses)
    .set({ foundAt: at, foundAs })
    .where(and(eq(parcelLosses.awb, awb), isNull(parcelLosses.foundAt)));
}
