/**
 * Shipments: the parcel an order leaves in, its courier, AWB (air waybill, the courier's tracking
 * number) and the courier's scans. The courier boundary (functions/lib/courier.ts) turns the
 * courier's own statuses into the few stages here; only these move an order (decision 019).
 */
import type { OrderStatus } from "./orders.ts";

/** Booked through the courier account (label, tracking by webhook) or typed in by an admin. */
export const SHIPMENT_SOURCES = ["courier", "manual"] as const;
export type ShipmentSource = (typeof SHIPMENT_SOURCES)[number];

/**
 * The courier's status of a parcel just booked, in Shiprocket's words, until its first scan: the
 * pickup asked for, or only the AWB assigned (the pickup is then scheduled from Shiprocket's panel).
 */
export const BOOKED_COURIER_STATUS = {
  pickupRequested: "PICKUP SCHEDULED",
  awbOnly: "AWB ASSIGNED",
} as const;

/**
 * Where a parcel is, as far as the order is concerned: anything before the doorstep is `in_transit`
 * (picked up, at a hub, a failed attempt); `returned` is the courier's RTO (return to origin).
 * Two more end the parcel's journey without an order status of their own (ENDED_STAGES): `lost`,
 * the courier says it will reach no one (lost, damaged, destroyed, disposed of), and `cancelled`,
 * its booking was cancelled at the courier before it left.
 */
export const TRACKING_STAGES = [
  "in_transit",
  "out_for_delivery",
  "delivered",
  "returned",
  "lost",
  "cancelled",
] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

/**
 * Stages after which the parcel goes nowhere: the order keeps its status, tracking stops asking,
 * and an admin decides (cancel and refund; a lost parcel's stock is gone, a cancelled booking's is
 * still on the shelf: `cancelOfParcel`).
 */
export const ENDED_STAGES = ["lost", "cancelled"] as const satisfies readonly TrackingStage[];
export type EndedStage = (typeof ENDED_STAGES)[number];

export function isEndedStage(stage: TrackingStage | null): stage is EndedStage {
  return (ENDED_STAGES as readonly (TrackingStage | null)[]).includes(stage);
}

/** The order status each stage moves a shipped order to; in transit leaves it Shipped. */
export const STATUS_OF_STAGE: Partial<Record<TrackingStage, OrderStatus>> = {
  in_transit: "Shipped",
  out_for_delivery: "Out for Delivery",
  delivered: "Delivered",
  returned: "Returned to Origin",
};

/** What the rules about a parcel need of its shipment: how it was booked, and where it is. */
export type Parcel = { source: ShipmentSource; stage: TrackingStage | null };

/**
 * A parcel as the rules about cancelling judge it: where it is, and whether the shop follows it,
 * i.e. it was booked through the courier and the shop still hears about it (`shopFollows`: the
 * tracking job asks with the courier account, or the courier's webhook tells). Cancelling a followed
 * parcel's order waits for the courier's word. One typed in by hand, or booked while the shop has
 * since lost both ways of hearing, is the admin's to judge (decisions 047, 051).
 */
export type JudgedParcel = { stage: TrackingStage | null; followed: boolean };

export function judgeParcel(parcel: Parcel, shopFollows: boolean): JudgedParcel {
  return { stage: parcel.stage, followed: parcel.source === "courier" && shopFollows };
}

/** A booked parcel the shop no longer hears about (decision 051). */
export function isUnfollowed(parcel: Parcel, shopFollows: boolean): boolean {
  return parcel.source === "courier" && !shopFollows;
}

/**
 * Whether an admin may cancel an order whose parcel is with the courier (Shipped, Out for
 * Delivery), and whether its stock comes back then. A lost parcel's goods are gone, however it was
 * shipped. A parcel the shop does not follow is otherwise the admin's to judge. A followed one still
 * moving is not: its goods would be counted back on the shelf while the courier still carries them,
 * and its booking would stay alive; it is cancelled at the courier, or returned (RTO), first.
 */
export function cancelOfParcel(parcel: JudgedParcel | undefined): { allowed: boolean; restocks: boolean } {
  if (parcel?.stage === "lost") return { allowed: true, restocks: false };
  if (!parcel?.followed) return { allowed: true, restocks: true };
  return { allowed: parcel.stage === "cancelled", restocks: true };
}

/**
 * What the courier can still say of the goods once their order is cancelled: the parcel reached the
 * customer after all (a lost one found), or came back to the shop. The order stays Cancelled and the
 * stock as the cancel left it; an admin is told, once, to check the goods and the money by hand.
 */
export const AFTER_CANCEL_STAGES = ["delivered", "returned"] as const satisfies readonly TrackingStage[];
export type AfterCancelStage = (typeof AFTER_CANCEL_STAGES)[number];

/** The news a scan brings of a cancelled order's goods, or null (not cancelled, or said already). */
export function newsAfterCancel(
  status: OrderStatus,
  known: TrackingStage | null,
  stage: TrackingStage,
): AfterCancelStage | null {
  if (status !== "Cancelled") return null;
  return goodsArrived(known, stage);
}

/**
 * The news a scan brings of a lost parcel that another was sent in place of (decision 050): it
 * reached the customer after all, or is coming back. Null for any other scan, for news said
 * already (`said`), and for a parcel replaced for another reason (`endedAs`): a booking cancelled
 * before pickup never left, and a returned parcel sent again is already back.
 */
export function newsOfReplacedParcel(
  endedAs: TrackingStage | null,
  said: TrackingStage | null,
  stage: TrackingStage,
): AfterCancelStage | null {
  return endedAs === "lost" ? goodsArrived(said, stage) : null;
}

/** Whether a scan says where goods arrived: with the customer, or back at the shop. */
export function isArrival(stage: TrackingStage): stage is AfterCancelStage {
  return (AFTER_CANCEL_STAGES as readonly TrackingStage[]).includes(stage);
}

/** `stage` when it says where goods arrived and is not `known`. */
function goodsArrived(known: TrackingStage | null, stage: TrackingStage): AfterCancelStage | null {
  return known !== stage && isArrival(stage) ? stage : null;
}

/** How far along a status is; tracking only ever moves an order further (never back). */
const PROGRESS: Partial<Record<OrderStatus, number>> = {
  Shipped: 0,
  "Out for Delivery": 1,
  Delivered: 2,
  "Returned to Origin": 2,
};

/** The status a scan at `stage` moves an order in `current` to, or null when it stays. */
export function statusAfterScan(current: OrderStatus, stage: TrackingStage): OrderStatus | null {
  const from = PROGRESS[current];
  const to = STATUS_OF_STAGE[stage];
  if (from === undefined || from === 2 || to === undefined) return null;
  return (PROGRESS[to] ?? 0) > from ? to : null;
}

/** One courier scan: when (Unix ms), where, what happened, and the courier's own status word. */
export type ShipmentScan = { at: number; location: string; activity: string; status: string };

/** Scans merged with new ones, oldest first, each once (the courier resends its whole list). */
export function mergeScans(kept: ShipmentScan[], incoming: ShipmentScan[]): ShipmentScan[] {
  const key = (scan: ShipmentScan) => `${scan.at}|${scan.activity}|${scan.location}`;
  const byKey = new Map(kept.map((scan) => [key(scan), scan]));
  for (const scan of incoming) if (!byKey.has(key(scan))) byKey.set(key(scan), scan);
  return [...byKey.values()].sort((a, b) => a.at - b.at);
}

/** What the admin types when shipping without a courier account. */
export const SHIPMENT_LIMITS = { courierNameMax: 60, awbMin: 6, awbMax: 40 } as const;
/** Letters, digits and dashes: every Indian courier's AWB fits, and nothing else gets in. */
export const AWB_PATTERN = /^[A-Za-z0-9-]+$/;
