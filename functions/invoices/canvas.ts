/**
 * A4 pages with a writing position that moves down the page; asking for room that is not left
 * starts a new page (and lets the caller repeat a table's header there).
 */
import { rgb, type PDFDocument, type PDFPage } from "@cantoo/pdf-lib";
import type { TextStyle, Typesetter } from "./typesetter.ts";

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
/** Room kept at the foot of every page for its footer line. */
const FOOTER_ROOM = 28;

export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.38, 0.38, 0.38);
export const RULE = rgb(0.72, 0.72, 0.72);
export const WARNING = rgb(0.7, 0.05, 0.05);

export class Canvas {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** The baseline of the next line is below this. */
  y = 0;
  readonly left = MARGIN;
  readonly right = A4.width - MARGIN;
  readonly width = A4.width - 2 * MARGIN;
  /** Called on every page the canvas adds after the first (e.g. to repeat a table header). */
  onNewPage: (() => void) | null = null;

  constructor(
    private readonly doc: PDFDocument,
    readonly type: Typesetter,
  ) {
    this.addPage();
  }

  private addPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  /** Makes sure `height` points are left above the footer, on a new page if need be. */
  ensure(height: number) {
    if (this.y - height >= MARGIN + FOOTER_ROOM) return;
    this.addPage();
    this.onNewPage?.();
  }

  /** Writes one line at the current position and moves down by its leading. */
  line(text: string, style: TextStyle, x = this.left, align: "left" | "right" = "left") {
    this.pieces([{ text, style, x, align }]);
  }

  /** Writes several pieces on one baseline (a label and its value) and moves down once. */
  pieces(pieces: { text: string; style: TextStyle; x: number; align?: "left" | "right" }[]) {
    const leading = Math.max(...pieces.map((p) => p.style.size)) * 1.4;
    this.ensure(leading);
    this.y -= leading;
    for (const p of pieces)
      this.type.draw(this.page, p.text, p.x, this.y, { color: INK, ...p.style }, p.align ?? "left");
  }

  /** Writes text wrapped to `width`, line by line. */
  paragraph(text: string, style: TextStyle, width = this.width, x = this.left) {
    for (const line of this.type.wrap(text, width, style)) this.line(line, style, x);
  }

  rule(y = this.y, thickness = 0.5, color = RULE) {
    this.page.drawLine({ start: { x: this.left, y }, end: { x: this.right, y }, thickness, color });
  }

  gap(points: number) {
    this.y -= points;
  }

  /** "Page 1 of 2" and a line of identification at the foot of every page, once all are laid out. */
  footers(text: string, style: TextStyle) {
    this.pages.forEach((page, index) => {
      const y = MARGIN;
      page.drawLine({
        start: { x: this.left, y: y + style.size * 1.6 },
        end: { x: this.right, y: y + style.size * 1.6 },
        thickness: 0.5,
        color: RULE,
      });
      this.type.draw(page, text, this.left, y, { color: MUTED, ...style });
      this.type.draw(
        page,
        `Page ${index + 1} of ${this.pages.length}`,
        this.right,
        y,
        { color: MUTED, ...style },
        "right",
      );
    });
  }
}
