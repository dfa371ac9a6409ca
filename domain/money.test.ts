import { describe, expect, it } from "vitest";
import { formatINR, formatINRWithPaise, groupIndianDigits, paiseToRupees, rupeesToPaise } from "./money.ts";

describe("money", () => {
  it("formats whole rupees with Indian grouping", () => {
    expect(formatINR(123_400)).toBe("₹1,234");
    expect(formatINR(12_345_600)).toBe("₹1,23,456");
    expect(formatINR(4_400)).toBe("₹44");
    expect(formatINR(0)).toBe("₹0");
  });
  it("shows paise when there are any", () => {
    expect(formatINR(4_450)).toBe("₹44.50");
  });
  it("converts rupees and paise without float drift", () => {
    expect(rupeesToPaise(44.1)).toBe(4_410);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(paiseToRupees(4_900)).toBe(49);
  });
  it("writes every amount as Intl's en-IN does, without building a formatter in the browser", () => {
    const whole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const twoDecimals = new Intl.NumberFormat("en-IN", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 1, 99, 100, 101, 99_999, 100_000, 123_456_789, 10 ** 13 + 1];
    for (let paise = 1; paise < 10 ** 14; paise = paise * 7 + 3) amounts.push(paise, paise * 100);
    for (const paise of amounts) {
      for (const signed of [paise, -paise]) {
        const abs = Math.abs(signed);
        const sign = signed < 0 ? "-" : "";
        const rupees = abs / 100;
        expect(formatINR(signed)).toBe(`${sign}₹${(abs % 100 === 0 ? whole : twoDecimals).format(rupees)}`);
        expect(formatINRWithPaise(signed)).toBe(`${sign}₹${twoDecimals.format(rupees)}`);
      }
    }
    expect(groupIndianDigits("1234567")).toBe("12,34,567");
  });
});
