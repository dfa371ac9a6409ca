import { describe, expect, it } from "vitest";
import {
  compareToFloor,
  type LoadFigures,
  median,
  memoryMilestones,
  roundOrder,
  type ScenarioResult,
} from "./ratios.ts";

const run = (rps: number, p99Ms: number, errors = 0): LoadFigures => ({
  connections: 50,
  requests: Math.round(rps * 8),
  rps,
  p50Ms: p99Ms / 3,
  p99Ms,
  errors,
  statuses: { "200": Math.round(rps * 8) },
});

const scenario = (floor: [number, number][], shop: [number, number][], latency = true): ScenarioResult => ({
  name: "product",
  method: "GET",
  path: "/api/products/x",
  offeredRate: latency ? 500 : null,
  firstInRound: ["floor", "shop", "floor"],
  floor: {
    max: floor.map(([rps]) => run(rps, 0)),
    atRate: latency ? floor.map(([, p99]) => run(0, p99)) : [],
  },
  shop: { max: shop.map(([rps]) => run(rps, 0)), atRate: latency ? shop.map(([, p99]) => run(0, p99)) : [] },
});

describe("the shop against the floor", () => {
  it("takes the median of each side's runs, so one disturbed run does not move the ratio", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    // The floor's second run was disturbed (300 req/s); the shop's third (90 ms).
    const vs = compareToFloor(
      scenario(
        [
          [1000, 10],
          [300, 40],
          [1100, 12],
        ],
        [
          [850, 14],
          [800, 15],
          [900, 90],
        ],
      ),
    );
    expect(vs.floorRps).toBe(1000);
    expect(vs.shopRps).toBe(850);
    expect(vs.throughputRatio).toBeCloseTo(0.85);
    expect(vs.floorP99Ms).toBe(12);
    expect(vs.shopP99Ms).toBe(15);
    expect(vs.p99Ratio).toBeCloseTo(1.25);
  });

  it("compares only throughput when the scenario has no latency runs (orders, logins)", () => {
    const vs = compareToFloor(scenario([[1000, 0]], [[310, 0]], false));
    expect(vs.throughputRatio).toBeCloseTo(0.31);
    expect(vs.p99Ratio).toBeNull();
  });

  it("alternates which server each round measures first", () => {
    expect([0, 1, 2].map((i) => roundOrder(i)[0])).toEqual(["floor", "shop", "floor"]);
  });
});

describe("the soak's memory milestones", () => {
  const sample = (requests: number, mb: number) => ({
    requests,
    workerdRssBytes: mb * 2 ** 20,
    treeRssBytes: (mb + 300) * 2 ** 20,
  });

  it("reads the start before any load, the sample nearest half-way, and the end", () => {
    const samples = [0, 20_000, 40_000, 60_000, 80_000, 100_000, 120_000].map((n, i) => sample(n, 100 + i));
    const { start, middle, end } = memoryMilestones(samples);
    expect(start.requests).toBe(0);
    expect(middle.requests).toBe(60_000);
    expect(end.requests).toBe(120_000);
  });

  it("refuses a soak that took fewer than three samples", () => {
    expect(() => memoryMilestones([sample(0, 100), sample(10, 100)])).toThrow(/start, middle and end/);
  });
});
