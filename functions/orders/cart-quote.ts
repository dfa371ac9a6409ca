/**
 * Prices a cart from the database: live products (active only) and the coupon, through the same
 * `quoteCart` the cart page uses. What the client says things cost is never read.
 */
import { and, inArray } from "drizzle-orm";
import type { PaymentMethod } from "../../domain/cod.ts";
import { messages } from "../../domain/messages.ts";
import { quoteCart, type CartQuote, type Coupon } from "../../domain/pricing.ts";
import type { Db } from "../db/client.ts";
import { products } from "../db/schema.ts";
import { conflict, orNotFound } from "../lib/errors.ts";
import { assertMinimumMet, loadUsableCoupon } from "../coupons/service.ts";
import { isActiveProduct } from "../products/active.ts";

/**
 * What pricing and an order's lines need of a product: a cart read selects only these, because an
 * order's reads are its hottest path and the rest of the row (description, declarations, the
 * ingredients' JSON) is most of its bytes to send, parse and map.
 */
const CART_PRODUCT_COLUMNS = {
  id: products.id,
  name: products.name,
  image: products.image,
  originalPricePaise: products.originalPricePaise,
  stock: products.stock,
};

export type ProductRow = Awaited<ReturnType<typeof cartProductsQuery>>[number];
export type RequestedLine = { productId: string; quantity: number };

/** One line per product: the same product twice is one line with the quantities added. */
export function mergeLines(lines: RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

export type PricedCart = {
  lines: RequestedLine[];
  rows: Map<string, ProductRow>;
  quote: CartQuote;
  coupon: Coupon | null;
};

/** The cart's live (active) products: awaited alone, or sent in one D1 batch with other reads. */
export function cartProductsQuery(db: Db, lines: RequestedLine[]) {
  return db
    .select(CART_PRODUCT_COLUMNS)
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
        isActiveProduct(),
      ),
    );
}

/** `customerId`: whose own coupon uses count (null for a visitor). */
export async function priceCart(
  db: Db,
  requested: RequestedLine[],
  couponCode: string | null | undefined,
  customerId: string | null,
  paymentMethod: PaymentMethod = "online",
): Promise<PricedCart> {
  const lines = mergeLines(requested);
  return priceLoadedCart(
    db,
    lines,
    await cartProductsQuery(db, lines),
    couponCode,
    customerId,
    paymentMethod,
  );
}

/** Prices merged `lines` from their product rows (read by `cartProductsQuery`). */
export async function priceLoadedCart(
  db: Db,
  lines: RequestedLine[],
  found: ProductRow[],
  couponCode: string | null | undefined,
  customerId: string | null,
  paymentMethod: PaymentMethod = "online",
): Promise<PricedCart> {
  const rows = assertAvailable(lines, found);
  const coupon = couponCode ? await loadUsableCoupon(db, couponCode, customerId) : null;
  const quote = quoteCart(
    lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      originalPricePaise: rows.get(line.productId)!.originalPricePaise,
    })),
    coupon,
    paymentMethod,
  );
  if (coupon) assertMinimumMet(coupon, quote.goodsTotalPaise);
  return { lines, rows, quote, coupon };
}

/**
 * The cart's product rows by id, once every line's product is on sale with stock for it: else the
 * 404 or 409 the customer reads ("Sorry, … is out of stock.").
 */
export function assertAvailable(lines: RequestedLine[], found: ProductRow[]): Map<string, ProductRow> {
  const rows = new Map(found.map((row) => [row.id, row]));
  for (const line of lines) {
    const row = orNotFound(rows.get(line.productId), messages.productNotFound);
    if (row.stock < line.quantity) throw conflict(stockMessage(row.name, row.stock));
  }
  return rows;
}

export function stockMessage(name: string, left: number): string {
  return left <= 0 ? messages.outOfStock(name) : messages.notEnoughStock(name, left);
}
