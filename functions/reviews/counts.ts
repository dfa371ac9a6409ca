/**
 * A product's approved-review count and rating sum (products.review_count, review_rating_sum),
 * recounted from the reviews inside the batch that changes one: each D1 batch runs alone, so the
 * numbers match the rows whatever runs at the same time, and nobody can type them in.
 */
import { and, count, eq, sql, sum } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { products, reviews } from "../db/schema.ts";

const approvedOf = (productId: string) =>
  and(eq(reviews.productId, productId), eq(reviews.status, "approved"));

/** An update to put in the batch after the review's own change. */
export function recountProductReviews(db: Db, productId: string) {
  return db
    .update(products)
    .set({
      reviewCount: sql`(${db.select({ n: count() }).from(reviews).where(approvedOf(productId))})`,
      reviewRatingSum: sql`(${db
        .select({ total: sql`coalesce(${sum(reviews.rating)}, 0)` })
        .from(reviews)
        .where(approvedOf(productId))})`,
    })
    .where(eq(products.id, productId));
}
