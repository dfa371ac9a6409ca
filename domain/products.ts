/**
 * What a product can be. The database's columns are built from these lists (functions/db/schema.ts),
 * and the admin form, the admin API and the product API's schema check against them.
 */

export const PRODUCT_CATEGORIES = ["Health", "Fitness", "Wellness", "Nutrition"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * An `active` product is on sale; an `archived` one is hidden from the shop but kept for the orders
 * that name it (an admin's delete archives a product that has orders).
 */
export const PRODUCT_STATUSES = ["active", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * How long an edge data centre may answer the product list and a product from its cache
 * (functions/products/edge-cache.ts, docs/decisions/026). Admin edits and a product going in or out
 * of stock purge it at once; this bounds everything else (a stock count off by the last few sales,
 * another data centre's copy). Prices are always charged from the database.
 */
export const PRODUCT_READ_CACHE_SECONDS = 30;

/**
 * How long one Worker instance answers those reads from its own memory before asking the edge
 * cache again (functions/products/edge-cache.ts). A purge clears the instance that made the change
 * at once; other instances of the same data centre see it within this many seconds. Also how long
 * it remembers the products an order read, to price the next orders from (their batch checks the
 * copy against D1: functions/orders/remembered-products.ts).
 */
export const PRODUCT_READ_MEMORY_SECONDS = 2;
