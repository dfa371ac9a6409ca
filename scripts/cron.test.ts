import { describe, expect, it } from "vitest";
import { nextCronTime } from "./cron.ts";

const next = (expression: string, after: string) => nextCronTime(expression, new Date(after)).toISOString();

describe("the local cron schedule (npm start)", () => {
  it("fires the shop's every-5-minutes trigger on the next multiple of five, never at the same minute", () => {
    expect(next("*/5 * * * *", "2026-11-22T10:02:30Z")).toBe("2026-11-22T10:05:00.000Z");
    expect(next("*/5 * * * *", "2026-11-22T10:05:00Z")).toBe("2026-11-22T10:10:00.000Z");
    expect(next("*/5 * * * *", "2026-11-22T23:58:10Z")).toBe("2026-11-23T00:00:00.000Z");
  });

  it("reads hours, ranges, lists and steps in UTC", () => {
    expect(next("30 2 * * *", "2026-11-22T03:00:00Z")).toBe("2026-11-23T02:30:00.000Z");
    expect(next("0 9-17/4 * * *", "2026-11-22T09:00:00Z")).toBe("2026-11-22T13:00:00.000Z");
    expect(next("15,45 * * * *", "2026-11-22T10:20:00Z")).toBe("2026-11-22T10:45:00.000Z");
  });

  it("treats day of month and day of week as either-or when both are set, and 7 as Sunday", () => {
    // 2026-11-22 is a Sunday.
    expect(next("0 0 * * 7", "2026-11-20T12:00:00Z")).toBe("2026-11-22T00:00:00.000Z");
    expect(next("0 0 1 * 1", "2026-11-22T12:00:00Z")).toBe("2026-11-23T00:00:00.000Z");
    expect(next("0 0 29 2 *", "2026-03-01T00:00:00Z")).toBe("2028-02-29T00:00:00.000Z");
  });

  it("refuses what it cannot schedule rather than guessing", () => {
    expect(() => nextCronTime("*/5 * * *", new Date())).toThrow(/five fields/);
    expect(() => nextCronTime("0 0 * * MON", new Date())).toThrow(/day of week/);
    expect(() => nextCronTime("60 * * * *", new Date())).toThrow(/outside 0-59/);
    expect(() => nextCronTime("0 0 31 2 *", new Date())).toThrow(/never fires/);
  });
});
