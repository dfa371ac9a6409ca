import { describe, expect, it } from "vitest";
import { formatINR, paiseToRupees, rupeesToPaise } from "./money.ts";

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
});
