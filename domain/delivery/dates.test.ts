import { describe, expect, it } from "vitest";
import { DISPATCH_RULES } from "../../src/config/delivery.ts";
import { parseShopDateTime } from "../shop-time.ts";
import {
  addWorkingDays,
  type DispatchRules,
  deliveryWindow,
  dispatchDay,
  formatDeliveryWindow,
  isoDateOf,
  secondsUntilDatesChange,
  shopDayOf,
  weekdayOf,
} from "./dates.ts";

const RULES: DispatchRules = DISPATCH_RULES;
/** An instant given as India time. */
const at = (text: string) => parseShopDateTime(text)!;
const dispatched = (text: string) => isoDateOf(dispatchDay(at(text), RULES));

describe("the shop's configured rules", () => {
  it("cut off at 2 PM and rest on Sundays only", () => {
    expect(DISPATCH_RULES).toEqual({ cutoffHour: 14, nonWorkingWeekdays: [0] });
  });
});

describe("days in India time", () => {
  it("change at midnight in India, not in UTC", () => {
    // 23 Nov 2026 00:00 IST is 22 Nov 18:30 UTC.
    expect(isoDateOf(shopDayOf(Date.parse("2026-11-22T18:29:59.999Z")))).toBe("2026-11-22");
    expect(isoDateOf(shopDayOf(Date.parse("2026-11-22T18:30:00.000Z")))).toBe("2026-11-23");
  });

  it("know their weekday", () => {
    expect(weekdayOf(shopDayOf(at("2026-11-22T12:00")))).toBe(0); // Sunday
    expect(weekdayOf(shopDayOf(at("2026-11-23T12:00")))).toBe(1); // Monday
    expect(weekdayOf(0)).toBe(4); // 1 January 1970 was a Thursday
  });
});

describe("dispatch day: the 2 PM cut-off and Sundays", () => {
  it.each([
    ["2026-11-23T00:00", "2026-11-23", "a Monday just after midnight: the same day"],
    ["2026-11-23T13:59:59", "2026-11-23", "a Monday one second before the cut-off: the same day"],
    ["2026-11-23T14:00", "2026-11-24", "a Monday at the cut-off: the next day"],
    ["2026-11-23T23:59:59", "2026-11-24", "a Monday late evening: the next day"],
    ["2026-11-28T13:59", "2026-11-28", "a Saturday before the cut-off: the same Saturday"],
    ["2026-11-28T14:00", "2026-11-30", "a Saturday after the cut-off: Monday, the Sunday skipped"],
    ["2026-11-29T09:00", "2026-11-30", "a Sunday morning: Monday"],
    ["2026-11-29T23:59", "2026-11-30", "a Sunday night: Monday"],
    ["2026-12-31T15:00", "2027-01-01", "New Year's Eve after the cut-off: into the next year"],
  ])("%s → %s (%s)", (now, expected) => {
    expect(dispatched(now)).toBe(expected);
  });

  it("reads the hour in India time whatever the instant's zone", () => {
    // 08:29:59 UTC is 13:59:59 in India; 08:30 UTC is 14:00.
    expect(isoDateOf(dispatchDay(Date.parse("2026-11-23T08:29:59Z"), RULES))).toBe("2026-11-23");
    expect(isoDateOf(dispatchDay(Date.parse("2026-11-23T08:30:00Z"), RULES))).toBe("2026-11-24");
  });
});

describe("working days", () => {
  it("skip Sundays and count zero as the day itself", () => {
    const saturday = shopDayOf(at("2026-11-28T10:00"));
    expect(isoDateOf(addWorkingDays(saturday, 0, RULES))).toBe("2026-11-28");
    expect(isoDateOf(addWorkingDays(saturday, 1, RULES))).toBe("2026-11-30");
    expect(isoDateOf(addWorkingDays(saturday, 7, RULES))).toBe("2026-12-07");
  });

  it("cross a leap day", () => {
    expect(isoDateOf(addWorkingDays(shopDayOf(at("2028-02-28T10:00")), 1, RULES))).toBe("2028-02-29");
  });

  it("refuse a week without a working day rather than loop for ever", () => {
    const never = { cutoffHour: 14, nonWorkingWeekdays: [0, 1, 2, 3, 4, 5, 6] };
    expect(() => addWorkingDays(0, 1, never)).toThrow(/working day/);
    expect(() => dispatchDay(0, never)).toThrow(/working day/);
  });
});

describe("delivery window: dispatch day plus working days in transit", () => {
  it("counts from a same-day dispatch", () => {
    expect(deliveryWindow(at("2026-11-23T10:00"), { from: 1, to: 2 }, RULES)).toEqual({
      from: "2026-11-24",
      to: "2026-11-25",
    });
  });

  it("never delivers on a Sunday: a Friday dispatch with two days arrives on Monday", () => {
    expect(deliveryWindow(at("2026-11-27T10:00"), { from: 1, to: 2 }, RULES)).toEqual({
      from: "2026-11-28",
      to: "2026-11-30",
    });
  });

  it("moves a whole day when the order comes after the cut-off", () => {
    expect(deliveryWindow(at("2026-11-23T14:00"), { from: 1, to: 2 }, RULES)).toEqual({
      from: "2026-11-25",
      to: "2026-11-26",
    });
  });

  it("crosses a month end", () => {
    expect(deliveryWindow(at("2026-11-26T11:00"), { from: 3, to: 6 }, RULES)).toEqual({
      from: "2026-11-30",
      to: "2026-12-03",
    });
  });

  it("crosses a year end, skipping the Sunday in between", () => {
    expect(deliveryWindow(at("2026-12-30T16:00"), { from: 2, to: 5 }, RULES)).toEqual({
      from: "2027-01-02",
      to: "2027-01-06",
    });
  });

  it("is one day when the transit is", () => {
    expect(deliveryWindow(at("2026-11-23T10:00"), { from: 4, to: 4 }, RULES)).toEqual({
      from: "2026-11-27",
      to: "2026-11-27",
    });
  });
});

describe("how long an answer stays true", () => {
  it("until the cut-off in the morning, until midnight after it", () => {
    expect(secondsUntilDatesChange(at("2026-11-23T13:55"), RULES)).toBe(5 * 60);
    expect(secondsUntilDatesChange(at("2026-11-23T13:59:59.500"), RULES)).toBe(1);
    expect(secondsUntilDatesChange(at("2026-11-23T14:00"), RULES)).toBe(10 * 60 * 60);
    expect(secondsUntilDatesChange(at("2026-11-23T23:59"), RULES)).toBe(60);
    expect(secondsUntilDatesChange(at("2026-11-24T00:00"), RULES)).toBe(14 * 60 * 60);
  });
});

describe("the dates as shoppers read them", () => {
  it.each([
    [{ from: "2026-11-27", to: "2026-11-27" }, "Fri 27 Nov"],
    [{ from: "2026-11-27", to: "2026-11-30" }, "Fri 27 – Mon 30 Nov"],
    [{ from: "2026-11-30", to: "2026-12-03" }, "Mon 30 Nov – Thu 3 Dec"],
    [{ from: "2026-12-31", to: "2027-01-02" }, "Thu 31 Dec – Sat 2 Jan"],
  ])("%j reads %j", (window, text) => {
    expect(formatDeliveryWindow(window)).toBe(text);
  });
});
