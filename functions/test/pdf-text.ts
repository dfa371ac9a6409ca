/**
 * Reads a PDF back the way a person sees it, for tests: the text of each page as lines (items on
 * one baseline, left to right), through PDF.js (unpdf's build for Workers and Node).
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "@cantoo/pdf-lib";
import { extractTextItems } from "unpdf";

export type PdfText = {
  /** Per page, per line, the line's pieces of text from left to right. */
  pages: string[][][];
  /** Every line of every page, its pieces joined by single spaces. */
  text: string;
};

export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  // PDF.js takes ownership of the buffer it reads: give it a copy.
  const { items } = await extractTextItems(bytes.slice());
  const pages = items.map((page) => {
    const lines = new Map<number, { x: number; width: number; str: string }[]>();
    for (const item of page) {
      if (!item.str.trim()) continue;
      const baseline = Math.round(item.y);
      const key = [...lines.keys()].find((y) => Math.abs(y - baseline) <= 1) ?? baseline;
      lines.set(key, [...(lines.get(key) ?? []), { x: item.x, width: item.width, str: item.str }]);
    }
    return [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, pieces]) => joinTouching(pieces.sort((a, b) => a.x - b.x)));
  });
  return { pages, text: pages.flatMap((lines) => lines.map((pieces) => pieces.join(" "))).join("\n") };
}

/** Pieces that touch were drawn as one string in several fonts ("₹" + "1,320.00"): rejoin them. */
function joinTouching(pieces: { x: number; width: number; str: string }[]): string[] {
  const joined: { end: number; str: string }[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last && Math.abs(piece.x - last.end) < 0.5) {
      last.str += piece.str;
      last.end = piece.x + piece.width;
    } else {
      joined.push({ end: piece.x + piece.width, str: piece.str });
    }
  }
  return joined.map((piece) => piece.str);
}

/** "1,23,456.50" or "₹1,23,456.50" → 12345650 paise. */
export function paiseOf(printed: string): number {
  const match = /^₹?([\d,]+)\.(\d{2})$/.exec(printed.trim());
  if (!match) throw new Error(`"${printed}" is not a printed amount`);
  return Number((match[1] as string).replace(/,/g, "")) * 100 + Number(match[2]);
}

/**
 * What each marked-content span says its glyphs spell (/ActualText): the text copy, search and
 * screen readers get in viewers that honour it (PDF.js does not).
 */
export async function actualTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const found: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = decodePDFRawStream(stream).decode();
      let operators = "";
      for (const byte of raw) operators += String.fromCharCode(byte);
      for (const match of operators.matchAll(/\/ActualText\s*<FEFF([0-9A-Fa-f]*)>/g)) {
        const hex = match[1] as string;
        let text = "";
        for (let i = 0; i < hex.length; i += 4)
          text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
        found.push(text);
      }
    }
  }
  return found;
}
