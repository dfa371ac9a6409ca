/**
 * The lines table: fixed-width columns (one flexible, the description), a header repeated on
 * every page the table runs onto, wrapped text cells, figures right-aligned and, if one is too
 * wide for its column, set smaller rather than spilling into the next.
 */
import { type Canvas, INK, MUTED, RULE } from "./canvas.ts";
import type { TextStyle } from "./typesetter.ts";

export type Column = {
  header: string[];
  /** Points; the one column without a width takes what the others leave. */
  width?: number;
  align: "left" | "right";
};

const CELL_PADDING = 2.5;
const BODY: TextStyle = { size: 7.5 };
const HEAD: TextStyle = { size: 7, bold: true };
const MIN_FIGURE_SIZE = 5;

export class Table {
  private readonly widths: number[];

  constructor(
    private readonly canvas: Canvas,
    private readonly columns: Column[],
  ) {
    const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
    const flexible = columns.filter((c) => c.width === undefined).length;
    if (flexible !== 1) throw new Error("A table needs exactly one column without a width");
    this.widths = columns.map((c) => c.width ?? canvas.width - fixed);
  }

  private x(index: number): number {
    return this.canvas.left + this.widths.slice(0, index).reduce((a, b) => a + b, 0);
  }

  /** Draws the header here and again at the top of every later page the table reaches. */
  header() {
    const draw = () => {
      const rows = Math.max(...this.columns.map((c) => c.header.length));
      const height = rows * HEAD.size * 1.3 + 2 * CELL_PADDING;
      this.canvas.ensure(height + BODY.size * 3);
      const top = this.canvas.y;
      this.canvas.page.drawRectangle({
        x: this.canvas.left,
        y: top - height,
        width: this.canvas.width,
        height,
        color: INK,
        opacity: 0.06,
      });
      this.columns.forEach((column, i) => {
        column.header.forEach((text, row) => {
          const y = top - CELL_PADDING - (row + 1) * HEAD.size * 1.3 + 1.5;
          this.cell(text, i, y, { ...HEAD, color: MUTED });
        });
      });
      this.canvas.y = top - height;
      this.canvas.rule(this.canvas.y);
    };
    draw();
    this.canvas.onNewPage = draw;
  }

  /**
   * A row of cells; text in the left-aligned columns wraps, a cell given as several strings takes
   * a line each (a figure and its rate), and the row grows to the tallest cell.
   */
  row(cells: (string | string[])[], style: TextStyle = BODY) {
    const leading = style.size * 1.35;
    const wrapped = cells.map((cell, i) =>
      Array.isArray(cell)
        ? cell
        : this.columns[i]?.align === "left"
          ? this.canvas.type.wrap(cell, (this.widths[i] as number) - 2 * CELL_PADDING, style)
          : [cell],
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * leading + 2 * CELL_PADDING;
    this.canvas.ensure(height);
    const top = this.canvas.y;
    wrapped.forEach((lines, i) => {
      lines.forEach((text, line) => {
        const lineStyle =
          line > 0 && Array.isArray(cells[i]) ? { ...style, size: style.size - 1, color: MUTED } : style;
        this.cell(text, i, top - CELL_PADDING - (line + 1) * leading + style.size * 0.3, lineStyle);
      });
    });
    this.canvas.y = top - height;
    this.canvas.rule(this.canvas.y, 0.3, RULE);
  }

  /** Ends the table: later pages no longer repeat its header. */
  end() {
    this.canvas.onNewPage = null;
  }

  private cell(text: string, index: number, y: number, style: TextStyle) {
    const column = this.columns[index] as Column;
    const room = (this.widths[index] as number) - 2 * CELL_PADDING;
    let size = style.size;
    while (size > MIN_FIGURE_SIZE && this.canvas.type.width(text, { ...style, size }) > room) size -= 0.25;
    const x = column.align === "right" ? this.x(index + 1) - CELL_PADDING : this.x(index) + CELL_PADDING;
    this.canvas.type.draw(this.canvas.page, text, x, y, { color: INK, ...style, size }, column.align);
  }
}
