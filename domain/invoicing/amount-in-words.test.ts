import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words.ts";

describe("amount in words", () => {
  it.each([
    [1370_50, "Rupees One Thousand Three Hundred Seventy and Fifty Paise Only"],
    [1320_00, "Rupees One Thousand Three Hundred Twenty Only"],
    [1_00, "Rupees One Only"],
    [0, "Rupees Zero Only"],
    [50, "Fifty Paise Only"],
    [1, "One Paisa Only"],
    [10_01, "Rupees Ten and One Paisa Only"],
    [101_00, "Rupees One Hundred One Only"],
    [1_00_000_00, "Rupees One Lakh Only"],
    [
      12_34_567_89,
      "Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only",
    ],
    [1_00_00_000_00, "Rupees One Crore Only"],
    [
      99_99_99_999_99,
      "Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only",
    ],
    [2_00_05_011_00, "Rupees Two Crore Five Thousand Eleven Only"],
  ])("%i paise", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it("refuses what is not a whole, non-negative number of paise", () => {
    expect(() => amountInWords(-1)).toThrow();
    expect(() => amountInWords(1.5)).toThrow();
  });
});
