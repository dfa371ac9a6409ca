/**
 * The arithmetic of the API and soak figures, kept apart from the load generation so it can be
 * unit tested: medians over alternated rounds, the shop's ratios to the floor, and the memory
 * samples the soak takes.
 */

/** One autocannon run, as the report shows it. */
export type LoadFigures = {
  connections: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  statuses: Record<string, number>;
};

/** One server's runs of a scenario, one per round: the closed-loop maximum, the open-loop latency. */
export type Side = { max: LoadFigures[]; atRate: LoadFigures[] };

export type ScenarioResult = {
  name: string;
  method: string;
  path: string;
  /** Requests per second offered in the latency runs; null when the shop cannot carry that rate. */
  offeredRate: number | null;
  /** Which server each round measured first (A/B alternation). */
  firstInRound: ("floor" | "shop")[];
  floor: Side;
  shop: Side;
};

export type FloorComparison = {
  floorRps: number;
  shopRps: number;
  throughputRatio: number;
  floorP99Ms: number | null;
  shopP99Ms: number | null;
  p99Ratio: number | null;
};

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Medians of each side, then their ratio: shop ÷ floor (throughput: higher is better; p99: lower). */
export function compareToFloor({ floor, shop }: ScenarioResult): FloorComparison {
  const floorRps = median(floor.max.map((r) => r.rps));
  const shopRps = median(shop.max.map((r) => r.rps));
  const latency = floor.atRate.length > 0 && shop.atRate.length > 0;
  const floorP99Ms = latency ? median(floor.atRate.map((r) => r.p99Ms)) : null;
  const shopP99Ms = latency ? median(shop.atRate.map((r) => r.p99Ms)) : null;
  return {
    floorRps,
    shopRps,
    throughputRatio: shopRps / floorRps,
    floorP99Ms,
    shopP99Ms,
    p99Ratio: floorP99Ms !== null && shopP99Ms !== null ? shopP99Ms / Math.max(floorP99Ms, 1) : null,
  };
}

/** Errors over every run of the shop's side (the floor's own errors are the machine's). */
export const shopErrors = ({ shop }: ScenarioResult) =>
  [...shop.max, ...shop.atRate].reduce((total, r) => total + r.errors, 0);

/** The order for round `i` (0-based): floor first, then shop first, and so on. */
export const roundOrder = (i: number): ["floor", "shop"] | ["shop", "floor"] =>
  i % 2 === 0 ? ["floor", "shop"] : ["shop", "floor"];

export type MemorySample = { requests: number; workerdRssBytes: number; treeRssBytes: number };

/** The samples at the start (before any load), half-way through the requests, and at the end. */
export function memoryMilestones(samples: readonly MemorySample[]) {
  if (samples.length < 3) throw new Error("the soak needs samples at its start, middle and end");
  const total = samples.at(-1)!.requests;
  const middle = samples.reduce((best, s) =>
    Math.abs(s.requests - total / 2) < Math.abs(best.requests - total / 2) ? s : best,
  );
  return { start: samples[0]!, middle, end: samples.at(-1)! };
}
