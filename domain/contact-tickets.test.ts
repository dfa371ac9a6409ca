import { describe, expect, it } from "vitest";
import {
  CONTACT_TICKET_PATTERN,
  formatLongDate,
  newContactTicket,
  resolveByDate,
} from "./contact-tickets.ts";
import { shopDate } from "./shop-time.ts";

const ist = (y: number, m: number, d: number, h = 12, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - 330 * 60_000;

describe("contact ticket numbers", () => {
  it("are CARE- and two groups of four characters nobody misreads (no I, L, O or U)", () => {
    for (let i = 0; i < 500; i++) {
      const ticket = newContactTicket();
      expect(ticket).toMatch(CONTACT_TICKET_PATTERN);
      expect(ticket.slice(5)).not.toMatch(/[ILOU]/);
    }
  });

  it("do not repeat in many draws and use the whole alphabet", () => {
    const tickets = Array.from({ length: 5000 }, newContactTicket);
    expect(new Set(tickets).size).toBe(tickets.length);
    const seen = new Set(tickets.join("").replace(/CARE|-/g, ""));
    expect(seen.size).toBe(32);
  });
});

describe("the date a complaint must be resolved by (one month, India time)", () => {
  it.each([
    ["the same day next month", ist(2026, 11, 21), 1, "2026-12-21"],
    ["over the year's end", ist(2026, 12, 15), 1, "2027-01-15"],
    ["the last day of a shorter month", ist(2027, 1, 31), 1, "2027-02-28"],
    ["29 February in a leap year", ist(2028, 1, 30), 1, "2028-02-29"],
    ["31 March to 30 April", ist(2027, 3, 31), 1, "2027-04-30"],
    ["late at night in India, already the next day", ist(2027, 1, 1, 0, 10), 1, "2027-02-01"],
    ["two months", ist(2026, 12, 31), 2, "2027-02-28"],
  ])("%s", (_, receivedAt, months, due) => {
    expect(resolveByDate(receivedAt, months)).toBe(due);
  });

  it("reads the day in India: 23:59 UTC on 31 January is already 1 February there", () => {
    expect(shopDate(Date.UTC(2027, 0, 31, 23, 59))).toBe("2027-02-01");
    expect(shopDate(Date.UTC(2027, 0, 31, 18, 29))).toBe("2027-01-31");
  });

  it("writes dates out in full", () => {
    expect(formatLongDate("2026-12-21")).toBe("21 December 2026");
    expect(formatLongDate("2027-02-01")).toBe("1 February 2027");
  });
});
