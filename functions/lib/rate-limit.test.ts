import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client.ts";
import { hitRateLimit } from "./rate-limit.ts";

const MINUTE = 60_000;
const start = 1_800_000_000_000; // a whole number of minutes

describe("hitRateLimit", () => {
  it("allows up to the limit within a window, then refuses", async () => {
    const db = getDb(env.DB);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(db, "k", 3, MINUTE, start + i * 1000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]!.retryAfterSeconds).toBe(57);
  });

  it("starts afresh in the next window and deletes the old one", async () => {
    const db = getDb(env.DB);
    for (let i = 0; i < 3; i++) await hitRateLimit(db, "k", 3, MINUTE, start);
    expect((await hitRateLimit(db, "k", 3, MINUTE, start + MINUTE)).allowed).toBe(true);
    const rows = await env.DB.prepare("SELECT window_start, count FROM rate_limits WHERE key = 'k'").all();
    expect(rows.results).toEqual([{ window_start: start + MINUTE, count: 1 }]);
  });

  it("keeps separate counts per key", async () => {
    const db = getDb(env.DB);
    await hitRateLimit(db, "a", 1, MINUTE, start);
    expect((await hitRateLimit(db, "a", 1, MINUTE, start)).allowed).toBe(false);
    expect((await hitRateLimit(db, "b", 1, MINUTE, start)).allowed).toBe(true);
  });

  it("counts every concurrent hit exactly once", async () => {
    const db = getDb(env.DB);
    const hits = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(db, "burst", 5, MINUTE, start)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(5);
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
