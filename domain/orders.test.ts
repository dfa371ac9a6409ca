import { describe, expect, it } from "vitest";
import { fulfilmentSteps, type HistoryEntryKind, type OrderStatus, orderTimeline } from "./orders.ts";

describe("fulfilmentSteps", () => {
  it("starts an online order at payment and a cash-on-delivery order at its code, then the same path", () => {
    expect(fulfilmentSteps("online")).toEqual([
      "Pending Payment",
      "Processing",
      "Shipped",
      "Out for Delivery",
      "Delivered",
    ]);
    expect(fulfilmentSteps("cod")).toEqual([
      "COD Pending Confirmation",
      "Processing",
      "Shipped",
      "Out for Delivery",
      "Delivered",
    ]);
  });
});

describe("orderTimeline", () => {
  const entry =
    (kind: HistoryEntryKind) =>
    (status: OrderStatus, at: string, note = "") => ({ status, kind, note, at });
  const change = entry("change");
  const note = entry("note");
  const paid = [change("Pending Payment", "t1"), change("Processing", "t2")];
  const datesOf = (timeline: ReturnType<typeof orderTimeline>) =>
    timeline.steps.map((step) => [step.status, step.reachedAt]);

  it("dates a step by the change that reached it, not by a courier's report made later at that status", () => {
    const timeline = orderTimeline({
      status: "Shipped",
      paymentMethod: "online",
      statusHistory: [...paid, change("Shipped", "t3"), note("Shipped", "t4", "Courier: LOST.")],
    });
    expect(datesOf(timeline)).toEqual([
      ["Pending Payment", "t1"],
      ["Processing", "t2"],
      ["Shipped", "t3"],
      ["Out for Delivery", null],
      ["Delivered", null],
    ]);
    expect(timeline.steps.filter((step) => step.current).map((step) => step.status)).toEqual(["Shipped"]);
    expect(timeline.offPath).toBeNull();
  });

  it("dates Shipped by the replacement parcel, and leaves the lost parcel's Out for Delivery to come", () => {
    const timeline = orderTimeline({
      status: "Shipped",
      paymentMethod: "online",
      statusHistory: [
        ...paid,
        change("Shipped", "t3"),
        change("Out for Delivery", "t4"),
        note("Out for Delivery", "t5", "Courier: LOST."),
        change("Shipped", "t6", "A replacement sent with DTDC"),
      ],
    });
    expect(datesOf(timeline).slice(2)).toEqual([
      ["Shipped", "t6"],
      ["Out for Delivery", null],
      ["Delivered", null],
    ]);
  });

  it("ends an order off the path with its status and the note of the change that put it there", () => {
    const timeline = orderTimeline({
      status: "Cancelled",
      paymentMethod: "online",
      statusHistory: [
        change("Pending Payment", "t1"),
        change("Processing", "t2"),
        change("Cancelled", "t3", "Out of stock"),
        note("Cancelled", "t4", "Refund rfnd_1 of ₹1,000 processed by Razorpay"),
      ],
    });
    expect(timeline.offPath).toEqual({ status: "Cancelled", note: "Out of stock" });
    expect(datesOf(timeline)).toEqual([
      ["Pending Payment", "t1"],
      ["Processing", "t2"],
      ["Shipped", null],
      ["Out for Delivery", null],
      ["Delivered", null],
    ]);
  });
});
