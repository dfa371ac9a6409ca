import { describe, expect, it } from "vitest";
import { AdmissionLimit } from "./admission-limit.ts";

const bounds = { min: 4, max: 64, targetMs: 1000 };

describe("how many orders the checkout gate admits at once", () => {
  it("starts at the most, and stays there while orders finish within the target", () => {
    const limit = new AdmissionLimit(bounds);
    expect(limit.current).toBe(64);
    for (let i = 0; i < 500; i += 1) limit.finished(200, i * 10);
    expect(limit.current).toBe(64);
  });

  it("drops by a quarter when orders take longer than the target, at most once per target period, never below the fewest", () => {
    const limit = new AdmissionLimit(bounds);
    // A burst of slow orders finishing within one target period is one signal, not sixty.
    for (let i = 0; i < 60; i += 1) limit.finished(3000, 10_000 + i);
    expect(limit.current).toBe(48);
    limit.finished(3000, 10_999);
    expect(limit.current).toBe(48);
    limit.finished(3000, 11_000);
    expect(limit.current).toBe(36);
    for (let t = 12_000; t < 40_000; t += 1000) limit.finished(3000, t);
    expect(limit.current).toBe(4);
  });

  it("grows back by about one per limit's worth of orders that finish within the target", () => {
    const limit = new AdmissionLimit(bounds);
    for (let t = 0; t < 30_000; t += 1000) limit.finished(3000, t);
    expect(limit.current).toBe(4);
    // At 4 in flight, 4 quick orders add just under one (1/4 + 1/4.25 + …), the fifth tips it over.
    for (let i = 0; i < 4; i += 1) limit.finished(100, 40_000 + i);
    expect(limit.current).toBe(4);
    limit.finished(100, 40_004);
    expect(limit.current).toBe(5);
    for (let i = 0; i < 10_000; i += 1) limit.finished(100, 50_000 + i);
    expect(limit.current).toBe(64);
  });
});
