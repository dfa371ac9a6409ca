import { PDFDocument } from "@cantoo/pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { embedFonts, textRuns, type FontSet } from "./fonts.ts";

describe("invoice fonts", () => {
  let fonts: FontSet;
  beforeAll(async () => {
    fonts = await embedFonts(await PDFDocument.create());
  }, 60_000);

  const runs = (text: string) =>
    textRuns(text, fonts.regular).map((run) => [
      run.text,
      run.face === fonts.regular[0] ? "latin" : "devanagari",
    ]);

  it("has a glyph for every character of a Hindi name, the rupee sign and Latin text", () => {
    for (const char of "अनन्या शर्मा ₹ Ananya Sharma, Flat 4B – “Shanti” 0123456789 é") {
      const codePoint = char.codePointAt(0) as number;
      expect(
        fonts.regular.some((face) => face.covers(codePoint)),
        char,
      ).toBe(true);
      expect(
        fonts.bold.some((face) => face.covers(codePoint)),
        char,
      ).toBe(true);
    }
  });

  it("draws Latin in the Latin font and Devanagari and ₹ in the Devanagari font, a Hindi name as one run", () => {
    expect(runs("Total ₹1,320.00")).toEqual([
      ["Total ", "latin"],
      ["₹", "devanagari"],
      ["1,320.00", "latin"],
    ]);
    expect(runs("अनन्या शर्मा, Pune")).toEqual([
      ["अनन्या शर्मा", "devanagari"],
      [", Pune", "latin"],
    ]);
  });

  it("composes a letter typed with a combining accent, and keeps other marks with their letter", () => {
    expect(runs("Rene\u0301")).toEqual([["Ren\u00e9", "latin"]]);
    // No composed x-acute exists; the mark (in neither font) must not start a run of its own.
    expect(runs("x\u0301 ₹")).toEqual([
      ["x\u0301 ", "latin"],
      ["₹", "devanagari"],
    ]);
  });

  it("draws a character no font has in the first font (a visible box), not nothing", () => {
    expect(runs("தமிழ்")[0]).toEqual(["தமிழ்", "latin"]);
  });
});
