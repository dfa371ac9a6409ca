/**
 * The cron's tracking reconcile (functions/scheduled.ts): a courier-booked parcel still with the
 * courier whose tracking has been quiet for TRACKING_RECONCILE.quietHours (its webhooks were lost,
 * or never configured) is asked about with `GET /courier/track/awb`, and the answer is applied like
 * a webhook (./tracking.ts). A failed ask is retried after a back-off that doubles each time, so a
 * courier outage never holds up the parcels behind it; admins see the failures on the order.
 */
import { and, asc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { WITH_COURIER_STATUSES } from "../../domain/order-lifecycle.ts";
import { TRACKING_RECONCILE } from "../../src/config/delivery.ts";
import { getDb, type Db } from "../db/client.ts";
import { orders, shipments } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { doublingDelayMs } from "../lib/backoff.ts";
import { courierAccount, siteUrl } from "../lib/config.ts";
import { type CourierClient, courierClient } from "../lib/courier.ts";
import { applyTracking } from "./tracking.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Parcels asked about at once; pages follow each other until none is due. */
const PAGE_SIZE = 20;
/** A run asks about at most this many pages, so one run stays well inside the cron's time. */
const MAX_PAGES = 10;

export type ReconcileReport = { asked: number; moved: number; failed: number; emailIds: string[] };

export function trackCheckRetryAt(failures: number, now: number): number {
  const { firstRetryMinutes, maxRetryHours } = TRACKING_RECONCILE;
  return now + doublingDelayMs(failures, firstRetryMinutes * MINUTE, maxRetryHours * HOUR);
}

export async function reconcileShipments(env: Bindings, now = Date.now()): Promise<ReconcileReport> {
  const report: ReconcileReport = { asked: 0, moved: 0, failed: 0, emailIds: [] };
  const account = courierAccount(env);
  if (!account) return report;
  const db = getDb(env.DB);
  const client = courierClient(account);
  for (let page = 0; page < MAX_PAGES; page++) {
    const due = await db
      .select({ id: shipments.id, awb: shipments.awb, failures: shipments.trackCheckFailures })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(
        and(
          eq(shipments.source, "courier"),
          isNotNull(shipments.trackCheckAt),
          lte(shipments.trackCheckAt, now),
          inArray(orders.status, [...WITH_COURIER_STATUSES]),
        ),
      )
      .orderBy(asc(shipments.trackCheckAt), asc(shipments.id))
      .limit(PAGE_SIZE);
    if (due.length === 0) break;
    // Each one's next check moves past `now` (asked or failed), so the next page holds new ones.
    await Promise.all(due.map((shipment) => askAbout(db, env, client, shipment, now, report)));
  }
  return report;
}

async function askAbout(
  db: Db,
  env: Bindings,
  client: CourierClient,
  shipment: { id: string; awb: string; failures: number },
  now: number,
  report: ReconcileReport,
) {
  report.asked += 1;
  try {
    const update = await client.track(shipment.awb);
    const outcome = update ? await applyTracking(db, update, siteUrl(env), now) : null;
    if (outcome?.result === "moved") report.moved += 1;
    if (outcome && "emailIds" in outcome) report.emailIds.push(...outcome.emailIds);
    // Nothing newer (or no scans yet): ask again after another quiet spell.
    if (outcome?.result !== "moved" && outcome?.result !== "recorded")
      await db
        .update(shipments)
        .set({
          trackCheckAt: now + TRACKING_RECONCILE.quietHours * HOUR,
          trackCheckFailures: 0,
          trackCheckError: null,
        })
        .where(eq(shipments.id, shipment.id));
  } catch (error) {
    report.failed += 1;
    const failures = shipment.failures + 1;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    console.error(`Could not ask the courier about AWB ${shipment.awb} (failure ${failures})`, message);
    await db
      .update(shipments)
      .set({
        trackCheckAt: trackCheckRetryAt(failures, now),
        trackCheckFailures: failures,
        trackCheckError: message,
      })
      .where(eq(shipments.id, shipment.id))
      .catch((recordError) =>
        console.error(`Could not record the failed ask about ${shipment.awb}`, recordError),
      );
  }
}
