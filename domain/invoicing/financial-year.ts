/**
 * India's financial year runs from 1 April to 31 March, by the clock in India (IST, UTC+5:30, no
 * daylight saving). Invoice series restart every financial year, so an invoice issued at 00:10 IST
 * on 1 April belongs to the new year even though it is still 31 March in UTC.
 */
import { IST_OFFSET_MS } from "../shop-time.ts";

/** The calendar date in India at an instant (month 1–12). */
export function indiaDate(instantMs: number): { year: number; month: number; day: number } {
  const shifted = new Date(instantMs + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The calendar year in which the financial year containing this instant began. */
export function financialYearStart(instantMs: number): number {
  const { year, month } = indiaDate(instantMs);
  return month >= 4 ? year : year - 1;
}

/** "2026-27" for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59:59.999 IST. */
export function financialYearLabel(instantMs: number): string {
  const start = financialYearStart(instantMs);
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "26-27": the same year in the five characters an invoice number can spare (rule 46(b)). */
export function financialYearShortLabel(instantMs: number): string {
  const start = financialYearStart(instantMs);
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "22 Nov 2026": a document date as printed, by the calendar in India. */
export function formatIndiaDate(instantMs: number): string {
  const { year, month, day } = indiaDate(instantMs);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
