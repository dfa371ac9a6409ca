import { describe, expect, it } from "vitest";
import {
  formatDeclaredMrp,
  formatNetQuantity,
  formatUnitSalePrice,
  gramsToMg,
  mgToGrams,
  unitSalePrice,
} from "./declared-prices.ts";

describe("net quantities", () => {
  it("are grams under a kilogram and kilograms from one, as a label writes them", () => {
    expect(formatNetQuantity(5000)).toBe("5 g");
    expect(formatNetQuantity(2500)).toBe("2.5 g");
    expect(formatNetQuantity(1)).toBe("0.001 g");
    expect(formatNetQuantity(450_000)).toBe("450 g");
    expect(formatNetQuantity(999_999)).toBe("999.999 g");
    expect(formatNetQuantity(1_000_000)).toBe("1 kg");
    expect(formatNetQuantity(1_080_000)).toBe("1.08 kg");
  });

  it("write quantities as Intl's en-IN does (up to three decimals, Indian grouping)", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });
    const asIntl = (mg: number) =>
      mg < 1_000_000 ? `${intl.format(mg / 1000)} g` : `${intl.format(mg / 1_000_000)} kg`;
    for (let mg = 1; mg < 10 ** 13; mg = mg * 3 + 7) expect(formatNetQuantity(mg)).toBe(asIntl(mg));
    // Every half gram from 1 kg to 100 kg: a pack's 30, 60 and 90 totals land on halves (2,011.5 g).
    for (let mg = 1_000_000; mg <= 100_000_000; mg += 500) expect(formatNetQuantity(mg)).toBe(asIntl(mg));
    expect(formatNetQuantity(2_011_500)).toBe("2.012 kg");
  });

  it("go between grams and milligrams without drift", () => {
    expect(gramsToMg(2.5)).toBe(2500);
    expect(gramsToMg(0.1 + 0.2)).toBe(300);
    expect(mgToGrams(2500)).toBe(2.5);
  });
});

describe("the unit sale price (Legal Metrology rule 6(11))", () => {
  it("is per gram under a kilogram, rounded to the paisa", () => {
    // The seeded product: listed at ₹44 a 5 g sachet.
    expect(unitSalePrice(44_00, 5000)).toEqual({ paise: 880, unit: "g" });
    expect(formatUnitSalePrice(unitSalePrice(44_00, 5000))).toBe("₹8.80 per g");
    // ₹41 for 3 g is ₹13.666… a gram: ₹13.67.
    expect(formatUnitSalePrice(unitSalePrice(41_00, 3000))).toBe("₹13.67 per g");
    // Halves round up: ₹0.05 for 2 g is 2.5 paise a gram.
    expect(unitSalePrice(5, 2000)).toEqual({ paise: 3, unit: "g" });
    expect(formatUnitSalePrice(unitSalePrice(45_00, 5000))).toBe("₹9.00 per g");
  });

  it("is per kilogram from one kilogram", () => {
    expect(unitSalePrice(500_00, 1_000_000)).toEqual({ paise: 500_00, unit: "kg" });
    expect(formatUnitSalePrice(unitSalePrice(1_234_00, 1_250_000))).toBe("₹987.20 per kg");
  });
});

describe("the declared MRP", () => {
  it("says per how much and that it includes all taxes", () => {
    expect(formatDeclaredMrp(49_00, 5000)).toBe("₹49 per sachet (5 g), inclusive of all taxes");
    expect(formatDeclaredMrp(49_50, null)).toBe("₹49.50 per sachet, inclusive of all taxes");
  });
});
