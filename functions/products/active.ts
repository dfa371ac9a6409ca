/**
 * The one test of "this product is on sale": its status is `active` (domain/products.ts). Archived
 * products stay in the database for the orders that name them; the catalogue, the product page,
 * the sitemap, the prices of a cart and the dashboard's product count all leave them out through
 * this condition, so they can never disagree about what the shop sells.
 */
import { eq } from "drizzle-orm";
import { products } from "../db/schema.ts";

export function isActiveProduct() {
  return eq(products.status, "active");
}
