import { describe, expect, it } from "vitest";
import { fulfilmentSteps } from "./orders.ts";

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
