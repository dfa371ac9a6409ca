/**
 * The fonts invoices are printed in, bundled into the Worker (no network when rendering): Noto
 * Sans from @fontsource, the WOFF files of the subsets we need (fontkit cannot subset WOFF2's
 * transformed glyph table), inlined by the bundler as data URLs (Vite's `?inline`, the same in
 * the Astro build and the Workers test pool). ~92 KB in all:
 * - Latin, regular and bold: names, addresses, figures;
 * - Devanagari, regular: Hindi names and addresses, and the rupee sign ₹ (U+20B9), which Google
 *   Fonts ships in the Devanagari subset rather than the Latin one.
 * A string is drawn in runs, each in the first font that has its characters (see `textRuns`).
 */
import type { PDFDocument, PDFFont } from "@cantoo/pdf-lib";
import fontkit from "@cantoo/fontkit";
import devanagariRegular from "@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff?inline";
import latinBold from "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?inline";
import latinRegular from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?inline";

function bytesOfDataUrl(dataUrl: string): Uint8Array {
  const marker = ";base64,";
  const at = dataUrl.indexOf(marker);
  if (!dataUrl.startsWith("data:") || at < 0) throw new Error("A bundled font is not a base64 data URL");
  const binary = atob(dataUrl.slice(at + marker.length));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type FontFace = { font: PDFFont; covers: (codePoint: number) => boolean };
export type FontSet = { regular: FontFace[]; bold: FontFace[] };

async function embed(doc: PDFDocument, dataUrl: string, name: string): Promise<FontFace> {
  // A fixed name (pdf-lib would add a random suffix) keeps the file identical on every render.
  const font = await doc.embedFont(bytesOfDataUrl(dataUrl), { subset: true, customName: name });
  const characters = new Set(font.getCharacterSet());
  return { font, covers: (codePoint) => characters.has(codePoint) };
}

/** Embeds the fonts (only the glyphs a document uses end up in the file). */
export async function embedFonts(doc: PDFDocument): Promise<FontSet> {
  doc.registerFontkit(fontkit);
  const devanagari = await embed(doc, devanagariRegular, "AAAAAC+NotoSansDevanagari-Regular");
  const regular = await embed(doc, latinRegular, "AAAAAA+NotoSans-Regular");
  const bold = await embed(doc, latinBold, "AAAAAB+NotoSans-Bold");
  return { regular: [regular, devanagari], bold: [bold, devanagari] };
}

export type TextRun = { text: string; face: FontFace };

/** Combining marks and joiners belong to the character before them, whatever font that took. */
const JOINS_PREVIOUS = /^[\p{M}\u200C\u200D]$/u;

/**
 * Splits text into runs of one font each: a character stays in the current run's font when that
 * font has it (so spaces between Hindi words stay in the Devanagari run and shape as one string),
 * otherwise it takes the first font of the set that has it. A character no font has is drawn in
 * the first font, as its missing-glyph box: visible, never silently dropped.
 */
export function textRuns(text: string, faces: FontFace[]): TextRun[] {
  const runs: TextRun[] = [];
  // Composed form: "e" + U+0301 becomes "é", which the Latin font has; Devanagari is unchanged.
  for (const char of text.normalize("NFC")) {
    const codePoint = char.codePointAt(0) as number;
    const current = runs.at(-1);
    if (current && (current.face.covers(codePoint) || JOINS_PREVIOUS.test(char))) {
      current.text += char;
      continue;
    }
    const face = faces.find((f) => f.covers(codePoint)) ?? (faces[0] as FontFace);
    if (current && current.face === face) current.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}
