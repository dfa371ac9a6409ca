import { describe, expect, it } from "vitest";
import {
  cancelOfParcel,
  isUnfollowed,
  judgeParcel,
  mergeScans,
  newsAfterCancel,
  newsOfReplacedParcel,
  statusAfterScan,
} from "./shipments.ts";

describe("tracking moves orders forward only", () => {
  it("moves a shipped order to out for delivery, delivered or returned", () => {
    expect(statusAfterScan("Shipped", "out_for_delivery")).toBe("Out for Delivery");
    expect(statusAfterScan("Shipped", "delivered")).toBe("Delivered");
    expect(statusAfterScan("Out for Delivery", "returned")).toBe("Returned to Origin");
  });

  it("ignores scans that would move it back or past its end", () => {
    expect(statusAfterScan("Shipped", "in_transit")).toBeNull();
    expect(statusAfterScan("Out for Delivery", "in_transit")).toBeNull();
    expect(statusAfterScan("Out for Delivery", "out_for_delivery")).toBeNull();
    expect(statusAfterScan("Delivered", "returned")).toBeNull();
    expect(statusAfterScan("Returned to Origin", "delivered")).toBeNull();
    expect(statusAfterScan("Processing", "delivered")).toBeNull();
    expect(statusAfterScan("Cancelled", "delivered")).toBeNull();
  });

  it("leaves the order where it is when the parcel is lost or its booking cancelled", () => {
    expect(statusAfterScan("Shipped", "lost")).toBeNull();
    expect(statusAfterScan("Out for Delivery", "cancelled")).toBeNull();
  });
});

describe("cancelling an order whose parcel is with the courier", () => {
  it.each([
    [undefined, { allowed: true, restocks: true }],
    [
      { source: "manual", stage: null },
      { allowed: true, restocks: true },
    ],
    [
      { source: "manual", stage: "lost" },
      { allowed: true, restocks: false },
    ],
    [
      { source: "courier", stage: null },
      { allowed: false, restocks: true },
    ],
    [
      { source: "courier", stage: "in_transit" },
      { allowed: false, restocks: true },
    ],
    [
      { source: "courier", stage: "out_for_delivery" },
      { allowed: false, restocks: true },
    ],
    [
      { source: "courier", stage: "cancelled" },
      { allowed: true, restocks: true },
    ],
    [
      { source: "courier", stage: "lost" },
      { allowed: true, restocks: false },
    ],
  ] as const)("%j → %j", (shipment, outcome) => {
    // As the shop judges it while it hears from the courier.
    expect(cancelOfParcel(shipment && judgeParcel(shipment, true))).toEqual(outcome);
  });
});

describe("a booked parcel the shop no longer hears about (decision 051)", () => {
  it("is judged as one typed in by hand: its order can be cancelled and its stock comes back", () => {
    const moving = { source: "courier", stage: "in_transit" } as const;
    expect(isUnfollowed(moving, false)).toBe(true);
    expect(judgeParcel(moving, false)).toEqual({ stage: "in_transit", followed: false });
    expect(cancelOfParcel(judgeParcel(moving, false))).toEqual({ allowed: true, restocks: true });
    expect(cancelOfParcel(judgeParcel(moving, true))).toEqual({ allowed: false, restocks: true });
  });

  it("keeps a lost parcel's stock gone, and a parcel typed in by hand is never followed", () => {
    const lost = { source: "courier", stage: "lost" } as const;
    expect(cancelOfParcel(judgeParcel(lost, false))).toEqual({ allowed: true, restocks: false });
    const typedIn = { source: "manual", stage: null } as const;
    expect(isUnfollowed(typedIn, false)).toBe(false);
    expect(judgeParcel(typedIn, true)).toEqual({ stage: null, followed: false });
  });
});

describe("the courier's news of a cancelled order's parcel", () => {
  it("is a delivery or a return the shop has not heard of yet", () => {
    expect(newsAfterCancel("Cancelled", "lost", "delivered")).toBe("delivered");
    expect(newsAfterCancel("Cancelled", "cancelled", "returned")).toBe("returned");
    // Heard already: a parcel returned (RTO) before its order was cancelled, told again.
    expect(newsAfterCancel("Cancelled", "returned", "returned")).toBeNull();
    expect(newsAfterCancel("Cancelled", "lost", "in_transit")).toBeNull();
    expect(newsAfterCancel("Shipped", "lost", "delivered")).toBeNull();
  });
});

describe("the courier's news of a lost parcel another was sent in place of (decision 050)", () => {
  it("is its delivery or its return, each said once", () => {
    expect(newsOfReplacedParcel("lost", null, "delivered")).toBe("delivered");
    expect(newsOfReplacedParcel("lost", null, "returned")).toBe("returned");
    expect(newsOfReplacedParcel("lost", "delivered", "delivered")).toBeNull();
    expect(newsOfReplacedParcel("lost", "delivered", "returned")).toBe("returned");
    expect(newsOfReplacedParcel("lost", null, "in_transit")).toBeNull();
    expect(newsOfReplacedParcel("lost", null, "lost")).toBeNull();
  });

  it("is none for a booking cancelled before pickup or a returned parcel sent again", () => {
    expect(newsOfReplacedParcel("cancelled", null, "delivered")).toBeNull();
    expect(newsOfReplacedParcel("returned", null, "returned")).toBeNull();
  });
});

it("merges resent scans once each, oldest first", () => {
  const a = { at: 1, location: "Pune", activity: "Picked up", status: "PKD" };
  const b = { at: 2, location: "Mumbai", activity: "In transit", status: "IT" };
  const c = { at: 3, location: "Mumbai", activity: "Out for delivery", status: "OFD" };
  expect(mergeScans([a, b], [c, b, a])).toEqual([a, b, c]);
  expect(mergeScans([c], [a])).toEqual([a, c]);
});
