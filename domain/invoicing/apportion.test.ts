import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apportion } from "./apportion.ts";

describe("apportion", () => {
  it("shares in proportion to value", () => {
    expect(apportion(100_00, [300_00, 100_00])).toEqual([75_00, 25_00]);
    expect(apportion(13_200, [132_000])).toEqual([13_200]);
  });

  it("gives leftover paise to the largest fractions, earlier lines first on a tie", () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(apportion(10, [1, 2])).toEqual([3, 7]); // 3.33 and 6.67: the 0.67 wins the paisa
  });

  it("shares nothing over lines worth nothing, and refuses to share something", () => {
    expect(apportion(0, [0, 0])).toEqual([0, 0]);
    expect(apportion(0, [])).toEqual([]);
    expect(() => apportion(1, [0, 0])).toThrow();
  });

  it("refuses fractions and negatives", () => {
    expect(() => apportion(1.5, [1])).toThrow();
    expect(() => apportion(-1, [1])).toThrow();
    expect(() => apportion(1, [-1, 2])).toThrow();
  });

  it("stays exact where total × weight passes 2^53", () => {
    const shares = apportion(99_999_999_99, [50_000_000_00, 49_999_999_99]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(99_999_999_99);
    expect(shares).toEqual([50_000_000_00, 49_999_999_99]);
  });

  it("always adds up, within a paisa of each exact share, never above a line's value (property)", () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 })
          .filter((w) => w.some((x) => x > 0)),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = Math.floor(sum * fraction);
          const shares = apportion(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, i) => {
            const exact = (total * (weights[i] as number)) / sum;
            expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6);
            expect(share).toBeLessThanOrEqual(weights[i] as number);
          });
        },
      ),
    );
  });
});
