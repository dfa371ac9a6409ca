import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addSplits,
  creditSplit,
  splitInclusive,
  subtractSplits,
  taxableValueOf,
  ZERO_SPLIT,
  type SupplyType,
  type TaxSplit,
} from "./tax-split.ts";

const tax = (s: TaxSplit) => s.cgstPaise + s.sgstPaise + s.igstPaise;
const RATES = [0, 25, 300, 500, 1200, 1800, 2800, 4000];

describe("splitting a GST-inclusive amount", () => {
  it("takes 5 % GST out of 30 sachets at ₹44 (₹1,320), within Maharashtra", () => {
    expect(splitInclusive(1320_00, 500, "intra-state")).toEqual({
      totalPaise: 1320_00,
      taxablePaise: 1257_14, // 1,257.142857… rounds down
      cgstPaise: 31_43,
      sgstPaise: 31_43,
      igstPaise: 0,
    });
  });

  it("charges IGST alone outside the seller's state", () => {
    expect(splitInclusive(1320_00, 500, "inter-state")).toEqual({
      totalPaise: 1320_00,
      taxablePaise: 1257_14,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 62_86,
    });
  });

  it("rounds the taxable value to the nearest paisa", () => {
    expect(taxableValueOf(50_00, 500)).toBe(47_62); // 4,761.90… rounds up
    expect(taxableValueOf(1_00, 500)).toBe(95); // 95.238… rounds down
  });

  it("rounds an exact half up (at 12 %, ₹0.14 holds ₹0.125 of value)", () => {
    expect(taxableValueOf(14, 1200)).toBe(13);
  });

  it("gives the odd paisa of tax to SGST", () => {
    expect(splitInclusive(105, 500, "intra-state")).toEqual({
      totalPaise: 105,
      taxablePaise: 100,
      cgstPaise: 2,
      sgstPaise: 3,
      igstPaise: 0,
    });
  });

  it("leaves a zero-rated or free line untaxed", () => {
    expect(splitInclusive(500_00, 0, "intra-state")).toEqual({
      ...ZERO_SPLIT,
      totalPaise: 500_00,
      taxablePaise: 500_00,
    });
    expect(splitInclusive(0, 500, "inter-state")).toEqual(ZERO_SPLIT);
  });

  it("refuses fractions of a paisa, negative amounts and impossible rates", () => {
    expect(() => splitInclusive(10.5, 500, "intra-state")).toThrow();
    expect(() => splitInclusive(-1, 500, "intra-state")).toThrow();
    expect(() => splitInclusive(100, 5.5, "intra-state")).toThrow();
    expect(() => splitInclusive(100, -500, "intra-state")).toThrow();
    expect(() => splitInclusive(100, 10_001, "intra-state")).toThrow();
  });

  it("always adds up to what was paid, with the tax within half a paisa of the rate (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom(...RATES),
        fc.constantFrom<SupplyType>("intra-state", "inter-state"),
        (paid, rate, supply) => {
          const split = splitInclusive(paid, rate, supply);
          expect(split.taxablePaise + tax(split)).toBe(paid);
          expect(Math.abs(tax(split) * 10_000 - split.taxablePaise * rate)).toBeLessThanOrEqual(
            (10_000 + rate) / 2,
          );
          if (supply === "intra-state") {
            expect(split.igstPaise).toBe(0);
            expect(split.sgstPaise - split.cgstPaise).toBeGreaterThanOrEqual(0);
            expect(split.sgstPaise - split.cgstPaise).toBeLessThanOrEqual(1);
          } else {
            expect(split.cgstPaise + split.sgstPaise).toBe(0);
          }
        },
      ),
    );
  });
});

describe("crediting part of a line", () => {
  const line = splitInclusive(1320_00, 500, "intra-state");

  it("takes back exactly what remains when all of it is credited", () => {
    expect(creditSplit(line, 1320_00, 500, "intra-state")).toEqual(line);
    const afterPart = subtractSplits(line, creditSplit(line, 100_00, 500, "intra-state"));
    expect(creditSplit(afterPart, afterPart.totalPaise, 500, "intra-state")).toEqual(afterPart);
  });

  it("splits a part by the invoice's rule", () => {
    expect(creditSplit(line, 105_00, 500, "intra-state")).toEqual(splitInclusive(105_00, 500, "intra-state"));
  });

  it("refuses to credit more than remains", () => {
    expect(() => creditSplit(line, 1320_01, 500, "intra-state")).toThrow();
  });

  it("never leaves a head negative, and credits that use up a line add up to it (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_00 }),
        fc.constantFrom(...RATES),
        fc.constantFrom<SupplyType>("intra-state", "inter-state"),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (paid, rate, supply, fractions) => {
          const invoiced = splitInclusive(paid, rate, supply);
          let remaining = invoiced;
          let credited = ZERO_SPLIT;
          for (const fraction of [...fractions, 1]) {
            const credit = creditSplit(remaining, Math.floor(remaining.totalPaise * fraction), rate, supply);
            for (const value of Object.values(credit)) expect(value).toBeGreaterThanOrEqual(0);
            expect(credit.taxablePaise + tax(credit)).toBe(credit.totalPaise);
            remaining = subtractSplits(remaining, credit);
            for (const value of Object.values(remaining)) expect(value).toBeGreaterThanOrEqual(0);
            credited = addSplits(credited, credit);
          }
          expect(credited).toEqual(invoiced);
        },
      ),
    );
  });
});
