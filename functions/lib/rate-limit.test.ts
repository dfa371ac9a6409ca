import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { runBound, writtenNow } from "../db/bound.ts";
import {
  clientAddress,
  forgetPastWindows,
  hitRateLimit,
  LONGEST_RATE_LIMIT_WINDOW_MS,
  rateLimitHitsInBatch,
} from "./rate-limit.ts";

describe("hitRateLimit (D1 fixed window)", () => {
  it("counts hits per key in a window, shares the count across callers and starts afresh next window", async () => {
    const rule = { name: "probe", limit: 2, windowSeconds: 60 };
    const t = 1_700_000_000_000 - (1_700_000_000_000 % 60_000);
    expect(await hitRateLimit(env.DB, rule, "a", t)).toMatchObject({ allowed: true, count: 1 });
    expect(await hitRateLimit(env.DB, rule, "a", t + 1000)).toMatchObject({ allowed: true, count: 2 });
    expect(await hitRateLimit(env.DB, rule, "a", t + 2000)).toMatchObject({
      allowed: false,
      count: 3,
      retryAfterSeconds: 58,
    });
    expect(await hitRateLimit(env.DB, rule, "b", t + 2000)).toMatchObject({ allowed: true, count: 1 });
    expect(await hitRateLimit(env.DB, rule, "a", t + 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it("deletes a key's past windows when it is hit again", async () => {
    const rule = { name: "roll", limit: 1, windowSeconds: 60 };
    const t = 1_800_000_000_000;
    await hitRateLimit(env.DB, rule, "k", t);
    await hitRateLimit(env.DB, rule, "k", t + 60_000);
    const rows = await env.DB.prepare(
      "SELECT window_start, count FROM rate_limits WHERE key = 'roll:k'",
    ).all();
    expect(rows.results).toEqual([{ window_start: t + 60_000, count: 1 }]);
  });

  it("forgets a key's past windows when a caller's batch counts it in a new one, and keeps them if that batch fails", async () => {
    const rule = { name: "batch-roll", limit: 5, windowSeconds: 60 };
    const t = 1_800_000_000_000;
    await hitRateLimit(env.DB, rule, "k", t);
    const windows = async () =>
      (await env.DB.prepare("SELECT window_start FROM rate_limits WHERE key = 'batch-roll:k'").all()).results;
    const db = getDb(env.DB);
    const inNewWindow = () => rateLimitHitsInBatch(db, [[rule, "k"]], t + 60_000).statements;
    const refused = writtenNow(db, db.insert(rateLimits).values({ key: "other", windowStart: 0, count: -1 }));
    await expect(runBound(db, [...inNewWindow(), refused])).rejects.toThrow();
    expect(await windows()).toEqual([{ window_start: t }]);
    await runBound(db, inNewWindow());
    expect(await windows()).toEqual([{ window_start: t + 60_000 }]);
  });

  it("is atomic under concurrent hits (no lost updates)", async () => {
    const rule = { name: "burst", limit: 100, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(env.DB, rule, "x")));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

describe("forgetPastWindows (the cron)", () => {
  it("deletes the counts of every window that has ended, and keeps those still counting", async () => {
    const day = { name: "day", limit: 5, windowSeconds: 24 * 60 * 60 };
    const quarter = { name: "quarter", limit: 5, windowSeconds: 15 * 60 };
    const now = Date.UTC(2026, 10, 29, 12);
    await hitRateLimit(env.DB, day, "asha@example.com", now - 2 * LONGEST_RATE_LIMIT_WINDOW_MS);
    await hitRateLimit(env.DB, quarter, "9876543210", now - LONGEST_RATE_LIMIT_WINDOW_MS - 60_000);
    await hitRateLimit(env.DB, day, "ravi@example.com", now);
    await hitRateLimit(env.DB, quarter, "9123456780", now - 60_000);
    expect(await forgetPastWindows(env.DB, now)).toBe(2);
    const { results } = await env.DB.prepare("SELECT key FROM rate_limits ORDER BY key").all<{
      key: string;
    }>();
    expect(results.map((row) => row.key)).toEqual(["day:ravi@example.com", "quarter:9123456780"]);
  });

  it("refuses a rule whose window is longer than the cron keeps", async () => {
    const week = { name: "week", limit: 5, windowSeconds: 7 * 24 * 60 * 60 };
    await expect(hitRateLimit(env.DB, week, "x")).rejects.toThrow("window too long");
  });
});

describe("clientAddress", () => {
  const from = (address?: string) =>
    clientAddress(
      new Request("http://localhost/", {
        headers: address === undefined ? {} : { "CF-Connecting-IP": address },
      }),
    );

  it("counts an IPv4 client by its address, and an unknown one under one shared key", () => {
    expect(from("203.0.113.7")).toBe("203.0.113.7");
    expect(from()).toBe("unknown");
  });

  it("counts an IPv6 client by its /64, however it writes the address", () => {
    const network = "2001:db8:85a3:0::/64";
    for (const address of [
      "2001:db8:85a3:0:1:2:3:4",
      "2001:0DB8:85A3:0000:ffff:ffff:ffff:fffe",
      "2001:db8:85a3::1",
      "2001:db8:85a3:0:9::",
    ]) {
      expect(from(address)).toBe(network);
    }
    expect(from("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(from("2001:db8:85a4::1")).not.toBe(network);
    expect(from("::1")).toBe("0:0:0:0::/64");
    expect(from("::ffff:203.0.113.7")).toBe("::ffff:203.0.113.7");
  });
});
