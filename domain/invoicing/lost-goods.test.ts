import { describe, expect, it } from "vitest";
import { type ParcelLoss, lostGoodsOfMonth } from "./lost-goods.ts";

const APRIL = { startMs: 1_000, endMs: 2_000 };
const loss = (awb: string, lostAt: number, found: Partial<ParcelLoss> = {}): ParcelLoss => ({
  awb,
  orderId: `order-${awb}`,
  courierName: "Delhivery",
  quantity: 30,
  invoiceNumber: `ASV/26-27/${awb}`,
  lostAt,
  foundAt: null,
  foundAs: null,
  ...found,
});

describe("the month's goods lost in transit", () => {
  it("lists each parcel lost in the month, oldest first, and its packs", () => {
    const { rows, netQuantity } = lostGoodsOfMonth(
      [loss("B", 1_500), loss("A", 1_200), loss("C", 2_000)],
      APRIL,
    );
    expect(rows.map((row) => [row.awb, row.event, row.quantity])).toEqual([
      ["A", "lost", 30],
      ["B", "lost", 30],
    ]);
    expect(netQuantity).toBe(60);
  });

  it("takes back a parcel found in the month, and keeps an earlier month's loss as it was", () => {
    const lostInMarch = loss("M", 500, { foundAt: 1_100, foundAs: "delivered" });
    const lostAndFound = loss("N", 1_300, { foundAt: 1_900, foundAs: "returned" });
    const foundInMay = loss("P", 1_400, { foundAt: 2_500, foundAs: "delivered" });
    const { rows, netQuantity } = lostGoodsOfMonth([lostInMarch, lostAndFound, foundInMay], APRIL);
    expect(rows.map((row) => [row.awb, row.event, row.quantity, row.at])).toEqual([
      ["M", "delivered", -30, 1_100],
      ["N", "lost", 30, 1_300],
      ["P", "lost", 30, 1_400],
      ["N", "returned", -30, 1_900],
    ]);
    expect(netQuantity).toBe(0);
    // March still lists M as lost: what was filed for March stays true.
    expect(lostGoodsOfMonth([lostInMarch], { startMs: 0, endMs: 1_000 }).rows).toEqual([
      expect.objectContaining({ awb: "M", event: "lost", quantity: 30 }),
    ]);
  });
});
