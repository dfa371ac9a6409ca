import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { openLoop, percentile } from "./open-loop.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server that answers at once, except that it stalls for `stallMs` at `stallAtMs` after its first request. */
async function serverThatStalls(stallAtMs: number, stallMs: number): Promise<string> {
  let first: number | undefined;
  let stalledUntil = 0;
  server = createServer((_req, res) => {
    const now = performance.now();
    first ??= now;
    if (stalledUntil === 0 && now - first >= stallAtMs) stalledUntil = now + stallMs;
    setTimeout(() => res.end("ok"), Math.max(0, stalledUntil - now));
  });
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe("openLoop", () => {
  it("sends at the offered rate and times every request held up by a stall from when it was due", async () => {
    const url = await serverThatStalls(500, 300);
    const answers: { dueMs: number; latencyMs: number }[] = [];
    const run = await openLoop({
      method: "GET",
      url,
      rate: 200,
      seconds: 1.5,
      connections: 50,
      onAnswer: (dueMs, latencyMs) => answers.push({ dueMs, latencyMs }),
    });
    expect(run.requests).toBe(300);
    expect(answers).toHaveLength(300);
    // The request held up longest was the first one due when the stall began (bench/stall-probe.ts).
    const slowest = answers.reduce((a, b) => (b.latencyMs > a.latencyMs ? b : a));
    expect(slowest.dueMs).toBeGreaterThanOrEqual(400);
    expect(slowest.dueMs).toBeLessThan(900);
    expect(run.rps).toBeGreaterThan(150);
    expect(run.rps).toBeLessThanOrEqual(201);
    expect(run.statuses).toEqual({ "200": 300 });
    expect(run.errors).toBe(0);
    // Most requests are answered in a few ms; the 60 due during the stall (20 %) waited for it.
    expect(run.p50Ms).toBeLessThan(50);
    expect(run.p99Ms).toBeGreaterThanOrEqual(250);
  });
});

describe("percentile", () => {
  it("is the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.99)).toBe(0);
  });
});
