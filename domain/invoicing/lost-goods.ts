/**
 * The month's goods lost in transit (decision 056): what the accountant reverses input tax credit
 * for (section 17(5)(h) of the CGST Act: no credit on goods lost, stolen or destroyed; the reversal
 * goes in GSTR-3B table 4(B)) and what the shop claims from the courier. A row per parcel lost in
 * the month, and a row taking it back for each lost parcel found in the month (delivered or
 * returned after all), so each month's list stays what it was when it was filed.
 */
import type { AfterCancelStage } from "../shipments.ts";

/** A parcel's loss as recorded, with its order's goods. */
export type ParcelLoss = {
  awb: string;
  orderId: string;
  courierName: string;
  /** Packs in the parcel (the order's quantity). */
  quantity: number;
  invoiceNumber: string | null;
  lostAt: number;
  foundAt: number | null;
  foundAs: AfterCancelStage | null;
};

export type LostGoodsEvent = "lost" | AfterCancelStage;

export type LostGoodsRow = Omit<ParcelLoss, "lostAt" | "foundAt" | "foundAs" | "quantity"> & {
  at: number;
  event: LostGoodsEvent;
  /** Packs lost (positive), or found again (negative). */
  quantity: number;
};

/** The rows of the month [startMs, endMs), oldest first, and the packs lost net of those found. */
export function lostGoodsOfMonth(
  losses: readonly ParcelLoss[],
  bounds: { startMs: number; endMs: number },
): { rows: LostGoodsRow[]; netQuantity: number } {
  const inMonth = (at: number | null) => at !== null && at >= bounds.startMs && at < bounds.endMs;
  const rows: LostGoodsRow[] = [];
  for (const { lostAt, foundAt, foundAs, quantity, ...parcel } of losses) {
    if (inMonth(lostAt)) rows.push({ ...parcel, at: lostAt, event: "lost", quantity });
    if (inMonth(foundAt) && foundAs)
      rows.push({ ...parcel, at: foundAt!, event: foundAs, quantity: -quantity });
  }
  rows.sort((a, b) => a.at - b.at || a.awb.localeCompare(b.awb));
  return { rows, netQuantity: rows.reduce((sum, row) => sum + row.quantity, 0) };
}
