import { describe, expect, it } from "vitest";
import { financialYearLabel, financialYearShortLabel, formatIndiaDate, indiaDate } from "./financial-year.ts";

const at = (iso: string) => Date.parse(iso);

describe("financial year (April–March, India time)", () => {
  it("puts 22 November 2026 in 2026-27", () => {
    expect(financialYearLabel(at("2026-11-22T10:00:00+05:30"))).toBe("2026-27");
    expect(financialYearShortLabel(at("2026-11-22T10:00:00+05:30"))).toBe("26-27");
  });

  it("puts January to March in the year that began the April before", () => {
    expect(financialYearLabel(at("2027-01-01T00:00:00+05:30"))).toBe("2026-27");
    expect(financialYearLabel(at("2027-03-15T12:00:00+05:30"))).toBe("2026-27");
  });

  it("changes year at 1 April 00:00 IST, not at midnight UTC", () => {
    const lastMoment = at("2027-03-31T23:59:59.999+05:30");
    const firstMoment = at("2027-04-01T00:00:00.000+05:30");
    expect(firstMoment - lastMoment).toBe(1);
    expect(financialYearLabel(lastMoment)).toBe("2026-27");
    expect(financialYearLabel(firstMoment)).toBe("2027-28");
    // 1 April 00:10 IST is still 31 March in UTC.
    const justAfter = at("2027-04-01T00:10:00+05:30");
    expect(new Date(justAfter).getUTCDate()).toBe(31);
    expect(financialYearLabel(justAfter)).toBe("2027-28");
    // 31 March 23:50 IST is 18:20 UTC on the same day: still the old year.
    expect(financialYearLabel(at("2027-03-31T18:20:00Z"))).toBe("2026-27");
    expect(financialYearLabel(at("2027-03-31T18:30:00Z"))).toBe("2027-28");
  });

  it("writes the turn of a century with two digits", () => {
    expect(financialYearLabel(at("2099-06-01T00:00:00+05:30"))).toBe("2099-00");
    expect(financialYearShortLabel(at("2099-06-01T00:00:00+05:30"))).toBe("99-00");
    expect(financialYearShortLabel(at("2030-06-01T00:00:00+05:30"))).toBe("30-31");
    expect(financialYearShortLabel(at("2009-06-01T00:00:00+05:30"))).toBe("09-10");
  });
});

describe("dates in India", () => {
  it("reads the calendar date in IST", () => {
    expect(indiaDate(at("2026-11-21T18:29:59Z"))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(indiaDate(at("2026-11-21T18:30:00Z"))).toEqual({ year: 2026, month: 11, day: 22 });
  });
  it("prints a document date", () => {
    expect(formatIndiaDate(at("2026-11-21T18:30:00Z"))).toBe("22 Nov 2026");
    expect(formatIndiaDate(at("2027-04-01T00:00:00+05:30"))).toBe("1 Apr 2027");
  });
});
