/** What shoppers read: a product's approved reviews with its numbers, and the landing page's. */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { PublishedReviewDto } from "../../domain/api/reviews.ts";
import { LANDING_REVIEWS_COUNT, PRODUCT_REVIEWS_PAGE_SIZE } from "../../domain/reviews.ts";
import { averageRating } from "../../domain/review-summary.ts";
import { messages } from "../../domain/messages.ts";
import type { Db } from "../db/client.ts";
import { products, reviews, users } from "../db/schema.ts";
import { notFound } from "../lib/errors.ts";
import { isActiveProduct } from "../products/active.ts";
import { toPublishedReview } from "./dto.ts";

const approved = eq(reviews.status, "approved");

/** Approved reviews of products on sale, newest first. */
async function newestApproved(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await db
    .select({ review: reviews, authorName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(approved, isActiveProduct(), where))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ review, authorName }) => toPublishedReview(review, authorName));
}

export async function listProductReviews(db: Db, productId: string, page: number) {
  const product = await db
    .select({ count: products.reviewCount, ratingSum: products.reviewRatingSum })
    .from(products)
    .where(and(eq(products.id, productId), isActiveProduct()))
    .get();
  if (!product) throw notFound(messages.productNotFound);
  const pageSize = PRODUCT_REVIEWS_PAGE_SIZE;
  const data = await newestApproved(db, eq(reviews.productId, productId), pageSize, (page - 1) * pageSize);
  return {
    data,
    summary: { count: product.count, averageRating: averageRating(product.ratingSum, product.count) },
    pagination: { page, pageSize, totalPages: Math.max(1, Math.ceil(product.count / pageSize)) },
  };
}

/**
 * The landing carousel's reviews: the newest approved ones, all of them or none. Newest, not best:
 * choosing the five-star ones would make the carousel say more than the reviews do.
 */
export async function featuredReviews(db: Db): Promise<PublishedReviewDto[]> {
  const newest = await newestApproved(db, undefined, LANDING_REVIEWS_COUNT);
  return newest.length < LANDING_REVIEWS_COUNT ? [] : newest;
}
