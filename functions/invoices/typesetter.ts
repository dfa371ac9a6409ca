/**
 * Measuring, wrapping and drawing text in the invoice fonts, a run per font (see fonts.ts).
 *
 * Devanagari is shaped by fontkit (conjuncts, the reph, the i-matra before its consonant), so its
 * glyphs are in visual order and a text extractor reading them back gets the letters reordered
 * ("शमार्" for "शर्मा"). Each such run is therefore wrapped in a marked-content span with
 * /ActualText, the PDF way to say what the glyphs spell, which copy, search and screen readers
 * in Acrobat, Chrome's viewer and poppler use.
 */
import {
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type RGB,
} from "@cantoo/pdf-lib";
import { textRuns, type FontFace, type FontSet } from "./fonts.ts";

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

export type TextStyle = { size: number; bold?: boolean; color?: RGB };

export class Typesetter {
  constructor(private readonly fonts: FontSet) {}

  private faces(style: TextStyle): FontFace[] {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  width(text: string, style: TextStyle): number {
    return textRuns(text, this.faces(style)).reduce(
      (sum, run) => sum + run.face.font.widthOfTextAtSize(run.text, style.size),
      0,
    );
  }

  /** Draws one line with its left edge at x, or its right edge at x for `align: "right"`. */
  draw(
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    style: TextStyle,
    align: "left" | "right" = "left",
  ) {
    const faces = this.faces(style);
    let cursor = align === "right" ? x - this.width(text, style) : x;
    for (const run of textRuns(text, faces)) {
      const spelled = run.face !== faces[0];
      if (spelled) page.pushOperators(beginActualText(run.text));
      page.drawText(run.text, {
        x: cursor,
        y,
        size: style.size,
        font: run.face.font,
        ...(style.color ? { color: style.color } : {}),
      });
      if (spelled) page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
      cursor += run.face.font.widthOfTextAtSize(run.text, style.size);
    }
  }

  /** Breaks text into lines no wider than `maxWidth`, at spaces; a word longer than a line is cut. */
  wrap(text: string, maxWidth: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, style) <= maxWidth) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (this.width(line, style) > maxWidth) {
          const [head, tail] = this.cut(line, maxWidth, style);
          lines.push(head);
          line = tail;
        }
      }
      if (line) lines.push(line);
    }
    return lines.length > 0 ? lines : [""];
  }

  /** The longest start of `word` (by whole graphemes, so no letter loses its marks) that fits, and the rest. */
  private cut(word: string, maxWidth: number, style: TextStyle): [string, string] {
    const chars = [...graphemes.segment(word)].map((g) => g.segment);
    let fit = 1;
    while (fit < chars.length && this.width(chars.slice(0, fit + 1).join(""), style) <= maxWidth) fit++;
    return [chars.slice(0, fit).join(""), chars.slice(fit).join("")];
  }
}

/** `/Span <</ActualText <FEFF…>>> BDC`: the property list written inline, as PDF allows. */
function beginActualText(text: string): PDFOperator {
  return PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
    PDFName.of("Span"),
    `<</ActualText ${PDFHexString.fromText(text).toString()}>>`,
  ]);
}
