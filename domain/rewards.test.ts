import { describe, expect, it } from "vitest";
import { rewardPointsFor } from "./rewards.ts";

describe("reward points", () => {
  it("earns a point for each full ₹100", () => {
    expect(rewardPointsFor(9_999)).toBe(0);
    expect(rewardPointsFor(10_000)).toBe(1);
    expect(rewardPointsFor(132_000)).toBe(13);
  });
  it("never goes negative", () => {
    expect(rewardPointsFor(-500)).toBe(0);
  });
});
