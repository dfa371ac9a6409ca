/**
 * Open-loop load for the latency budgets: requests go out at evenly spaced moments, `rate` a second,
 * whether or not earlier ones were answered, over a pool of keep-alive connections; each latency
 * counts from the moment its request was due, so a stall shows in every request it holds up (no
 * coordinated omission). At half the floor's maximum, the answers then say how long a request
 * takes to serve, not how long it queued behind the load generator's own burst.
 *
 * autocannon's `overallRate` does not do that: it gives each connection a quota per second and
 * sends it back to back as soon as the second starts (autocannon/lib/httpClient.js), so for part
 * of every second the server has every connection's request at once, and the latency is that
 * burst's queue (p50 14–20 ms at 833 req/s for a Worker that answers in well under 1 ms).
 */
import { Agent, request as httpRequest } from "node:http";
import type { LoadFigures } from "./ratios.ts";

export type OpenLoopShape = {
  method: string;
  /** Absolute URL. */
  url: string;
  /** Requests a second, evenly spaced. */
  rate: number;
  seconds: number;
  /** Keep-alive connections the requests share; a request waits for a free one. */
  connections: number;
  /** Told of every answer: when its request was due (ms from the start) and its latency (ms). */
  onAnswer?: (dueMs: number, latencyMs: number) => void;
};

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** Runs the load and reports it as autocannon's runs are reported (latencies in ms, one decimal). */
export async function openLoop(shape: OpenLoopShape): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: shape.connections });
  const total = Math.round(shape.rate * shape.seconds);
  const interval = 1000 / shape.rate;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const send = (dueAt: number) =>
    new Promise<void>((done) => {
      const req = httpRequest(shape.url, { method: shape.method, agent }, (res) => {
        res.resume();
        res.on("end", () => {
          const latency = performance.now() - dueAt;
          latencies.push(latency);
          shape.onAnswer?.(dueAt - start, latency);
          const code = String(res.statusCode);
          statuses[code] = (statuses[code] ?? 0) + 1;
          if ((res.statusCode ?? 0) >= 400) errors += 1;
          done();
        });
      });
      req.on("error", () => {
        errors += 1;
        done();
      });
      req.end();
    });

  const start = performance.now();
  const answers: Promise<void>[] = [];
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + sent * interval <= now) {
      answers.push(send(start + sent * interval));
      sent += 1;
    }
    // Node's timers fire about every millisecond: each tick sends every request that fell due.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + sent * interval - now)));
  }
  await Promise.all(answers);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    connections: shape.connections,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
    errors,
    statuses,
  };
}
