import { describe, expect, it } from "vitest";
import { csvCell } from "./csv.ts";

/** How a spreadsheet splitting on `separator` would see the (unquoted) cell text. */
const cellsSplitOn = (text: string, separator: string) => text.split(separator);
const wouldRunAsFormula = (cell: string) => /^[ "']*[=+\-@\t\r]/.test(cell) && !cell.startsWith("'");

describe("csvCell", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Open")', `"'=HYPERLINK(""http://evil.example"",""Open"")"`],
    ["+919876543210", "'+919876543210"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\t=1+1", "'\t'=1+1"],
    ["\r=1+1", `"'\r'=1+1"`],
  ])("defuses a cell starting with a formula character: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    [" =1+1", "' =1+1"],
    ['"=1+1', `"'""=1+1"`],
    ["  '\"@SUM(A1)", `"'  '""@SUM(A1)"`],
  ])("defuses one hidden behind leading spaces or quotes: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([",", ";", "\t", "|"])(
    "defuses a formula starting after %j, whichever separator the spreadsheet splits on",
    (separator) => {
      const value = `Flat 2${separator}=HYPERLINK("http://evil.example")${separator} "-1+1`;
      const cell = csvCell(value);
      const text = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      for (const candidate of [",", ";", "\t", "|"]) {
        expect(
          cellsSplitOn(text, candidate).filter(wouldRunAsFormula),
          `split on ${JSON.stringify(candidate)}`,
        ).toEqual([]);
      }
    },
  );

  it("leaves ordinary text, numbers and inner dashes alone, and quotes per RFC 4180", () => {
    expect(csvCell("Asha Kumar")).toBe("Asha Kumar");
    expect(csvCell("asha@example.com")).toBe("asha@example.com");
    expect(csvCell('Flat 4-B, "Sea View"')).toBe(`"Flat 4-B, ""Sea View"""`);
    expect(csvCell("2 x Asthiveda; 1 x Travel Sachets")).toBe("2 x Asthiveda; 1 x Travel Sachets");
    expect(csvCell(1320.5)).toBe("1320.5");
    // A negative amount written with its decimals stays a number the spreadsheet can add up.
    expect(csvCell("-1320.50")).toBe("-1320.50");
    expect(csvCell("-1320.50+1")).toBe("'-1320.50+1");
    expect(csvCell(null)).toBe("");
  });
});
