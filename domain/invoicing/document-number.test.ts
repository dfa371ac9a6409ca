import { describe, expect, it } from "vitest";
import { formatDocumentNumber, maxSerial, parseDocumentNumber } from "./document-number.ts";

const invoices = { prefix: "ASV", serialDigits: 6 };
const creditNotes = { prefix: "ASC", serialDigits: 6 };
const nov2026 = Date.parse("2026-11-22T10:00:00+05:30");

describe("document numbers", () => {
  it("writes {prefix}/{YY-YY}/{serial} in at most 16 characters", () => {
    expect(formatDocumentNumber(invoices, nov2026, 123)).toBe("ASV/26-27/000123");
    expect(formatDocumentNumber(creditNotes, nov2026, 7)).toBe("ASC/26-27/000007");
    expect(formatDocumentNumber(invoices, nov2026, 999_999)).toHaveLength(16);
  });

  it("numbers by the financial year in India", () => {
    expect(formatDocumentNumber(invoices, Date.parse("2027-03-31T23:59:59+05:30"), 1)).toBe(
      "ASV/26-27/000001",
    );
    expect(formatDocumentNumber(invoices, Date.parse("2027-04-01T00:00:00+05:30"), 1)).toBe(
      "ASV/27-28/000001",
    );
  });

  it("refuses serials the series cannot hold", () => {
    expect(maxSerial(invoices)).toBe(999_999);
    expect(() => formatDocumentNumber(invoices, nov2026, 0)).toThrow();
    expect(() => formatDocumentNumber(invoices, nov2026, 1.5)).toThrow();
    expect(() => formatDocumentNumber(invoices, nov2026, 1_000_000)).toThrow();
  });

  it("lets a shorter prefix count further, never past 16 characters", () => {
    const short = { prefix: "AV", serialDigits: 6 };
    expect(maxSerial(short)).toBe(9_999_999);
    expect(formatDocumentNumber(short, nov2026, 1)).toBe("AV/26-27/000001");
    expect(formatDocumentNumber(short, nov2026, 9_999_999)).toBe("AV/26-27/9999999");
  });

  it("refuses series that cannot fit or would not parse", () => {
    expect(() => maxSerial({ prefix: "ASVD", serialDigits: 6 })).toThrow(/16 characters/);
    expect(() => maxSerial({ prefix: "AS/V", serialDigits: 4 })).toThrow(/A–Z/);
    expect(() => maxSerial({ prefix: "asv", serialDigits: 4 })).toThrow(/A–Z/);
    expect(() => maxSerial({ prefix: "ASV", serialDigits: 0 })).toThrow();
  });

  it("reads a number back", () => {
    expect(parseDocumentNumber("ASV/26-27/000123")).toEqual({
      prefix: "ASV",
      financialYear: "26-27",
      serial: 123,
    });
    expect(parseDocumentNumber("ASV/2026-27/000123")).toBeNull();
    expect(parseDocumentNumber("ASV/26-27/")).toBeNull();
    expect(parseDocumentNumber("AB/26-27/12345678")).toBeNull();
  });
});
