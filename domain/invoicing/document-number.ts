/**
 * Tax invoice and credit note numbers: `{prefix}/{YY-YY}/{serial}`, e.g. `ASV/26-27/000123`.
 * CGST Rules, rule 46(b): a consecutive serial number of at most 16 characters, of letters,
 * digits, "-" and "/", unique within the financial year. Each series (invoices, credit notes) has
 * its own prefix and restarts at 1 every financial year, so the year is part of the number. The
 * year is written "26-27", not "2026-27": with a 3-letter prefix and a 6-digit serial that is
 * exactly 16 characters.
 */
import { financialYearShortLabel } from "./financial-year.ts";

export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

export type DocumentSeries = {
  /** Capital letters and digits only: "/" separates the parts and "-" is in the year. */
  prefix: string;
  /** The serial is zero-padded to this many digits so numbers sort and line up. */
  serialDigits: number;
};

const PREFIX = /^[A-Z0-9]+$/;
const NUMBER = /^([A-Z0-9]+)\/(\d{2}-\d{2})\/(\d+)$/;

/** Whether `text` is written as a document number is (not whether one was issued). */
export const isDocumentNumber = (text: string) =>
  text.length <= MAX_DOCUMENT_NUMBER_LENGTH && NUMBER.test(text);

/** The largest serial the series can number within one financial year and stay in 16 characters. */
export function maxSerial(series: DocumentSeries): number {
  if (!PREFIX.test(series.prefix))
    throw new Error(`Document prefix "${series.prefix}" may use only A–Z and 0–9`);
  const room = MAX_DOCUMENT_NUMBER_LENGTH - series.prefix.length - "/YY-YY/".length;
  if (room < series.serialDigits || series.serialDigits < 1) {
    throw new Error(
      `Prefix "${series.prefix}" with ${series.serialDigits}-digit serials exceeds ${MAX_DOCUMENT_NUMBER_LENGTH} characters`,
    );
  }
  return 10 ** room - 1;
}

/** The number of the `serial`-th document (from 1) of the financial year containing `issuedAtMs`. */
export function formatDocumentNumber(series: DocumentSeries, issuedAtMs: number, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > maxSerial(series)) {
    throw new Error(`Serial ${serial} is outside 1–${maxSerial(series)} for series ${series.prefix}`);
  }
  return `${series.prefix}/${financialYearShortLabel(issuedAtMs)}/${String(serial).padStart(series.serialDigits, "0")}`;
}

/** The parts of a document number, or null if it is not one. */
export function parseDocumentNumber(
  number: string,
): { prefix: string; financialYear: string; serial: number } | null {
  const match = NUMBER.exec(number);
  if (!match || number.length > MAX_DOCUMENT_NUMBER_LENGTH) return null;
  return { prefix: match[1] as string, financialYear: match[2] as string, serial: Number(match[3]) };
}
