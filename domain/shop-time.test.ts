import { describe, expect, it } from "vitest";
import { parseShopDateTime, toShopDateTimeInput } from "./shop-time.ts";

describe("shop time (India Standard Time)", () => {
  it("reads a date and time without a zone as India time", () => {
    expect(parseShopDateTime("2026-12-01T00:00")).toBe(Date.parse("2026-11-30T18:30:00Z"));
    expect(parseShopDateTime("2026-12-01T09:15:30")).toBe(Date.parse("2026-12-01T03:45:30Z"));
    expect(parseShopDateTime("2026-12-01T09:15:30.5")).toBe(Date.parse("2026-12-01T03:45:30.500Z"));
  });

  it("honours an explicit zone", () => {
    expect(parseShopDateTime("2026-12-01T00:00:00.000Z")).toBe(Date.parse("2026-12-01T00:00:00Z"));
    expect(parseShopDateTime("2026-12-01T00:00Z")).toBe(Date.parse("2026-12-01T00:00:00Z"));
    expect(parseShopDateTime("2026-12-01T05:30+05:30")).toBe(Date.parse("2026-12-01T00:00:00Z"));
    expect(parseShopDateTime("2026-12-01T00:00-04:00")).toBe(Date.parse("2026-12-01T04:00:00Z"));
  });

  it.each([
    "2026-02-30T10:00",
    "2026-13-01T10:00",
    "2026-12-01T24:00",
    "2026-12-01T10:60",
    "2026-12-01",
    "tomorrow",
    "2026-12-01T10:00 ",
    "",
  ])("refuses %j", (text) => {
    expect(parseShopDateTime(text)).toBeNull();
  });

  it("gives a datetime-local value in India time, which reads back as the same instant", () => {
    const instant = Date.parse("2026-11-30T18:30:00Z");
    expect(toShopDateTimeInput(instant)).toBe("2026-12-01T00:00");
    expect(parseShopDateTime(toShopDateTimeInput(instant))).toBe(instant);
  });
});
