/**
 * Delivery dates, counted in India time (domain/shop-time.ts):
 *
 * 1. Dispatch day: today if today is a working day and it is before the cut-off hour, else the
 *    next working day. (At 14:00 exactly it is past a 2 PM cut-off.)
 * 2. Delivery: `transitDays.from` to `transitDays.to` working days after the dispatch day. Non-working
 *    days (Sundays) are skipped both for dispatch and for delivery: a parcel is neither sent nor
 *    delivered on one, and one does not count as a day in transit.
 *
 * Public holidays are not counted: the dates are an estimate, and say so where they are shown.
 * Dates are `YYYY-MM-DD`; the shop's days are numbered from 1970-01-01 (a Thursday) in India time.
 */
import { IST_OFFSET_MS } from "../shop-time.ts";
import type { DayRange } from "./zones.ts";

export type DispatchRules = {
  /** Hour of the day (India time, 0–23) from which orders are dispatched the next working day. */
  cutoffHour: number;
  /** Days of the week (0 = Sunday … 6 = Saturday) with no dispatch and no delivery. */
  nonWorkingWeekdays: readonly number[];
};

/** `from` and `to` as `YYYY-MM-DD`; the same day when the estimate is one day. */
export type DeliveryWindow = { from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const THURSDAY = 4;

/** The shop's day number (days since 1970-01-01 in India time) of the instant `ms`. */
export function shopDayOf(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
}

export function weekdayOf(day: number): number {
  return (((day + THURSDAY) % 7) + 7) % 7;
}

export function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function isWorkingDay(day: number, rules: DispatchRules): boolean {
  return !rules.nonWorkingWeekdays.includes(weekdayOf(day));
}

function assertSomeWorkingDay(rules: DispatchRules) {
  if ([0, 1, 2, 3, 4, 5, 6].every((weekday) => rules.nonWorkingWeekdays.includes(weekday))) {
    throw new Error("A week needs at least one working day");
  }
}

/** The working day `count` working days after `day` (0: `day` itself). */
export function addWorkingDays(day: number, count: number, rules: DispatchRules): number {
  assertSomeWorkingDay(rules);
  let result = day;
  for (let left = count; left > 0; ) {
    result += 1;
    if (isWorkingDay(result, rules)) left -= 1;
  }
  return result;
}

/** The day an order paid at `nowMs` leaves the warehouse. */
export function dispatchDay(nowMs: number, rules: DispatchRules): number {
  assertSomeWorkingDay(rules);
  const today = shopDayOf(nowMs);
  const hour = Math.floor((nowMs + IST_OFFSET_MS - today * DAY_MS) / HOUR_MS);
  if (isWorkingDay(today, rules) && hour < rules.cutoffHour) return today;
  return addWorkingDays(today, 1, rules);
}

/** When an order paid at `nowMs` arrives, for a route of `transitDays` working days. */
export function deliveryWindow(nowMs: number, transitDays: DayRange, rules: DispatchRules): DeliveryWindow {
  const dispatch = dispatchDay(nowMs, rules);
  return {
    from: isoDateOf(addWorkingDays(dispatch, transitDays.from, rules)),
    to: isoDateOf(addWorkingDays(dispatch, transitDays.to, rules)),
  };
}

/** Seconds from `nowMs` until the dates above can change: the next cut-off or the next midnight. */
export function secondsUntilDatesChange(nowMs: number, rules: DispatchRules): number {
  const today = shopDayOf(nowMs);
  const cutoff = today * DAY_MS + rules.cutoffHour * HOUR_MS - IST_OFFSET_MS;
  const midnight = (today + 1) * DAY_MS - IST_OFFSET_MS;
  const next = nowMs < cutoff ? cutoff : midnight;
  return Math.max(1, Math.ceil((next - nowMs) / 1000));
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function parts(iso: string) {
  const date = new Date(`${iso}T00:00:00Z`);
  return {
    weekday: WEEKDAYS[date.getUTCDay()]!,
    day: date.getUTCDate(),
    month: MONTHS[date.getUTCMonth()]!,
  };
}

/**
 * "Thu 27 Nov" for one day, "Thu 27 – Sat 29 Nov" for a range within a month, "Sat 29 Nov – Tue 2 Dec"
 * across months (the year is left out: an estimate is never more than a few weeks ahead).
 */
export function formatDeliveryWindow(window: DeliveryWindow): string {
  const from = parts(window.from);
  const to = parts(window.to);
  const last = `${to.weekday} ${to.day} ${to.month}`;
  if (window.from === window.to) return last;
  const sameMonth = window.from.slice(0, 7) === window.to.slice(0, 7);
  return `${from.weekday} ${from.day}${sameMonth ? "" : ` ${from.month}`} – ${last}`;
}
