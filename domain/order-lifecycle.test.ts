import { describe, expect, it } from "vitest";
import {
  allowedNextStatuses,
  canChangeStatus,
  isOverdue,
  shippingOf,
  takesStockAgain,
} from "./order-lifecycle.ts";
import { estimatedDeliveryAt, shortOrderId } from "./orders.ts";

describe("order lifecycle", () => {
  it("moves one step forward at a time, cancelling while not delivered", () => {
    // Shipping records the courier and AWB ("Ship"), so it is no plain status change.
    expect(allowedNextStatuses("Processing")).toEqual(["Cancelled"]);
    expect(allowedNextStatuses("Shipped")).toEqual(["Out for Delivery", "Cancelled"]);
    expect(allowedNextStatuses("Out for Delivery")).toEqual(["Delivered", "Cancelled"]);
    expect(allowedNextStatuses("Pending Payment")).toEqual(["Cancelled"]);
    for (const done of ["Delivered", "Cancelled", "Payment Failed"] as const)
      expect(allowedNextStatuses(done)).toEqual([]);
    // A returned parcel's stock is back already; cancelling it refunds the customer.
    expect(allowedNextStatuses("Returned to Origin")).toEqual(["Cancelled"]);
  });

  it("refuses skipping, going back and reviving", () => {
    expect(canChangeStatus("Processing", "Delivered")).toBe(false);
    expect(canChangeStatus("Processing", "Shipped")).toBe(false);
    expect(canChangeStatus("Shipped", "Returned to Origin")).toBe(false);
    expect(canChangeStatus("Shipped", "Processing")).toBe(false);
    expect(canChangeStatus("Cancelled", "Processing")).toBe(false);
    expect(canChangeStatus("Pending Payment", "Processing")).toBe(false);
    expect(canChangeStatus("Out for Delivery", "Delivered")).toBe(true);
  });
});

describe("what Ship sends", () => {
  const courier = (stage: "in_transit" | "lost" | "cancelled" | null) => ({
    source: "courier" as const,
    stage,
  });

  it("a first parcel, a returned one again, and one in place of a parcel that ended on the way", () => {
    expect(shippingOf("Processing")).toBe("first");
    expect(shippingOf("Returned to Origin", courier("in_transit"))).toBe("again");
    expect(shippingOf("Shipped", courier("lost"))).toBe("replacement");
    expect(shippingOf("Out for Delivery", courier("cancelled"))).toBe("rebook");
  });

  it("nothing for a parcel still on its way, or an order done with", () => {
    expect(shippingOf("Shipped", courier(null))).toBeNull();
    expect(shippingOf("Out for Delivery", courier("in_transit"))).toBeNull();
    expect(shippingOf("Shipped")).toBeNull();
    for (const done of ["Delivered", "Cancelled", "Pending Payment", "COD Pending Confirmation"] as const)
      expect(shippingOf(done, courier("lost"))).toBeNull();
  });

  it("takes the goods off the shelf again only where they came back or were lost", () => {
    expect(takesStockAgain("again")).toBe(true);
    expect(takesStockAgain("replacement")).toBe(true);
    expect(takesStockAgain("rebook")).toBe(false);
    expect(takesStockAgain("first")).toBe(false);
  });
});

describe("estimated delivery", () => {
  const ordered = Date.UTC(2026, 0, 10, 12);
  it("is the order date plus 3 days", () => {
    expect(new Date(estimatedDeliveryAt(ordered)).toISOString()).toBe("2026-01-13T12:00:00.000Z");
  });

  it("marks an ongoing order overdue only after that moment", () => {
    const due = estimatedDeliveryAt(ordered);
    expect(isOverdue(ordered, "Shipped", due)).toBe(false);
    expect(isOverdue(ordered, "Shipped", due + 1)).toBe(true);
    expect(isOverdue(ordered, "Delivered", due + 1)).toBe(false);
  });
});

it("shows order ids by their first 8 characters", () => {
  expect(shortOrderId("0123456789abcdef01234567")).toBe("01234567");
});
