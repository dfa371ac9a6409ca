/** Reading the catalogue. Archived products stay in the database for old orders but are not sold. */
import { and, asc, eq } from "drizzle-orm";
import { gramsToMg, mgToGrams } from "../../domain/declared-prices.ts";
import type { PackDeclarations } from "../../domain/declarations.ts";
import { messages } from "../../domain/messages.ts";
import { paiseToRupees } from "../../domain/money.ts";
import { listedPrice } from "../../domain/pricing.ts";
import { averageRating } from "../../domain/review-summary.ts";
import type { Db } from "../db/client.ts";
import { products } from "../db/schema.ts";
import { orNotFound } from "../lib/errors.ts";
import { isActiveProduct } from "./active.ts";
import type { ProductRow } from "../db/rows.ts";

/** The pack's declarations as the API answers them: grams, not the stored milligrams. */
export function declarationsOf(row: ProductRow): PackDeclarations {
  return {
    netQuantityGrams: row.netQuantityMg === null ? null : mgToGrams(row.netQuantityMg),
    makerRole: row.makerRole,
    makerName: row.makerName,
    makerAddress: row.makerAddress,
    countryOfOrigin: row.countryOfOrigin,
    shelfLifeMonths: row.shelfLifeMonths,
    ingredients: row.ingredients,
    licenceNumber: row.licenceNumber,
  };
}

/**
 * The columns that store declarations (the inverse of `declarationsOf`). A declaration left out
 * stays undefined, and drizzle then leaves its column as it is.
 */
export function declarationColumns(d: Partial<PackDeclarations>) {
  return {
    netQuantityMg:
      d.netQuantityGrams === undefined || d.netQuantityGrams === null
        ? d.netQuantityGrams
        : gramsToMg(d.netQuantityGrams),
    makerRole: d.makerRole,
    makerName: d.makerName,
    makerAddress: d.makerAddress,
    countryOfOrigin: d.countryOfOrigin,
    shelfLifeMonths: d.shelfLifeMonths,
    ingredients: d.ingredients,
    licenceNumber: d.licenceNumber,
  };
}

/**
 * The API shape the spec's client reads: `_id`, rupee prices, `reviews` as a count. `price` and
 * `discount` are the listed price and its percent, derived from the MRP (decisions.md "One price").
 * The pack's declarations follow (decision 018).
 */
export function toProductDto(row: ProductRow) {
  const listed = listedPrice(row.originalPricePaise);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    brand: row.brand,
    category: row.category,
    image: row.image,
    price: paiseToRupees(listed.pricePaise),
    originalPrice: paiseToRupees(row.originalPricePaise),
    discount: listed.discountPercent,
    stock: row.stock,
    reviews: row.reviewCount,
    averageRating: averageRating(row.reviewRatingSum, row.reviewCount),
    inStock: row.stock > 0,
    ...declarationsOf(row),
  };
}

export type ProductDto = ReturnType<typeof toProductDto>;

export async function listActiveProducts(db: Db): Promise<ProductDto[]> {
  const rows = await db.select().from(products).where(isActiveProduct()).orderBy(asc(products.createdAt));
  return rows.map(toProductDto);
}

export async function getActiveProduct(db: Db, id: string): Promise<ProductDto> {
  const row = orNotFound(
    await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), isActiveProduct()))
      .get(),
    messages.productNotFound,
  );
  return toProductDto(row);
}
