/**
 * What this Worker instance last read of the products customers order (docs/decisions/032): an
 * order for remembered products skips its reads and goes straight to its one batch, which checks in
 * the same transaction that each product still has that price, name and image and is still on sale
 * (`stillAsRemembered`). So a copy is only ever a guess at what the database holds: when the guess
 * is wrong, the batch rolls back and the order is placed again from a fresh read.
 *
 * A copy is kept for PRODUCT_READ_MEMORY_SECONDS, like the instance's copy of the product reads,
 * and its stock follows this instance's own orders. A product whose copy shows too little stock for
 * the line is read again: "sold out" is only ever said from a read of the database.
 */
import { PRODUCT_READ_MEMORY_SECONDS } from "../../domain/products.ts";
import { and, eq, type SQL, type SQLWrapper } from "drizzle-orm";
import { products } from "../db/schema.ts";
import { isActiveProduct } from "../products/active.ts";
import type { StockMove } from "../products/edge-cache.ts";
import type { ProductRow, RequestedLine } from "./cart-quote.ts";

const remembered = new Map<string, { row: ProductRow; until: number }>();

/** After a read of the database: these rows are what it holds now. */
export function rememberProducts(rows: ProductRow[], now = Date.now()): void {
  const until = now + PRODUCT_READ_MEMORY_SECONDS * 1000;
  for (const row of rows) remembered.set(row.id, { row, until });
}

/** After an order's batch: the stock it left, so this instance's next orders see it. */
export function rememberStock(moves: StockMove[]): void {
  for (const move of moves) {
    const copy = remembered.get(move.id);
    if (copy) copy.row = { ...copy.row, stock: move.stock };
  }
}

/** When an order placed from the copies was refused: they are read again from the database. */
export function forgetProducts(lines: RequestedLine[]): void {
  for (const line of lines) remembered.delete(line.productId);
}

/**
 * The rows of every line's product while all are remembered with stock enough for their lines;
 * otherwise undefined, and the order reads them.
 */
export function rememberedProducts(lines: RequestedLine[], now = Date.now()): ProductRow[] | undefined {
  const rows: ProductRow[] = [];
  for (const line of lines) {
    const copy = remembered.get(line.productId);
    if (!copy || copy.until <= now || copy.row.stock < line.quantity) return undefined;
    rows.push(copy.row);
  }
  return rows;
}

/**
 * True while the product (the statement's `where` names which) is still on sale with the price,
 * name and image in `copy`: the condition an order priced from a copy writes its stock decrement
 * under.
 */
export function stillAsRemembered(
  copy: {
    [Field in "originalPricePaise" | "name" | "image"]: ProductRow[Field] | SQLWrapper;
  },
): SQL {
  return and(
    isActiveProduct(),
    eq(products.originalPricePaise, copy.originalPricePaise),
    eq(products.name, copy.name),
    eq(products.image, copy.image),
  )!;
}
