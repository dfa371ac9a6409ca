/**
 * A customer's own reviews (decision 023): written for a line of their own delivered order, once
 * per line; edited (back to moderation) or deleted by them alone. Every change recounts the
 * product's published numbers in the same batch.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { OwnReviewDto } from "../../domain/api/reviews.ts";
import type { ReviewContent, ReviewCreate } from "../../domain/review-schemas.ts";
import {
  REVIEW_WRITES_PER_HOUR,
  REVIEWABLE_ORDER_STATUS,
  reviewMessages as m,
} from "../../domain/reviews.ts";
import type { Db } from "../db/client.ts";
import { orderLines, orders, reviews } from "../db/schema.ts";
import type { SessionUser } from "../lib/auth.ts";
import { isUniqueViolation, violated } from "../lib/batch-guards.ts";
import { conflict, forbidden, orNotFound } from "../lib/errors.ts";
import { newId } from "../lib/ids.ts";
import type { RateLimitRule } from "../lib/rate-limit.ts";
import { purgeReviewedProduct } from "../products/edge-cache.ts";
import { recountProductReviews } from "./counts.ts";
import { toOwnReview } from "./dto.ts";

/** Writing, editing and deleting together, per account. */
export const REVIEW_RATE_LIMIT: RateLimitRule = {
  name: "reviews:account",
  limit: REVIEW_WRITES_PER_HOUR,
  windowSeconds: 60 * 60,
  message: m.tooManyReviews,
};

/** The rating check (1–5) is also the batch's guard: a rating of 0 aborts it (lib/batch-guards.ts). */
const GUARD = "reviews_rating_range";

/**
 * The rating to store, or 0 (aborting the batch) unless the order is still the customer's and
 * delivered when the insert runs.
 */
function ratingIfDelivered(rating: number, orderId: string, userId: string) {
  return sql`CASE WHEN EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.userId} = ${userId} AND ${orders.status} = ${REVIEWABLE_ORDER_STATUS}) THEN ${rating} ELSE 0 END`;
}

export async function createReview(db: Db, user: SessionUser, input: ReviewCreate): Promise<OwnReviewDto> {
  const line = await db
    .select({ line: orderLines, userId: orders.userId, status: orders.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, input.orderLineId))
    .get();
  // Another customer's line answers as an unknown one: nobody learns which lines exist.
  if (!line || line.userId !== user.id) throw forbidden(m.notYourOrderLine);
  if (line.status !== REVIEWABLE_ORDER_STATUS) throw forbidden(m.notDelivered);
  const id = newId();
  const { orderId, productId } = line.line;
  try {
    await db.batch([
      db.insert(reviews).values({
        id,
        userId: user.id,
        orderId,
        orderLineId: input.orderLineId,
        productId,
        rating: ratingIfDelivered(input.rating, orderId, user.id) as unknown as number,
        title: input.title,
        text: input.text,
        city: input.city,
      }),
      recountProductReviews(db, productId),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "reviews.order_line_id")) throw conflict(m.alreadyReviewed);
    if (violated(error, GUARD)) throw forbidden(m.notDelivered);
    throw error;
  }
  return ownReview(db, user.id, id);
}

/** Own reviews only: another's answers as an unknown one. */
async function ownRow(db: Db, userId: string, id: string) {
  return orNotFound(
    await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
      .get(),
    m.reviewNotFound,
  );
}

/** An edit goes back to moderation: what is published must be what an admin approved. */
export async function updateReview(
  db: Db,
  user: SessionUser,
  id: string,
  input: ReviewContent,
): Promise<OwnReviewDto> {
  const row = await ownRow(db, user.id, id);
  await db.batch([
    db
      .update(reviews)
      .set({ ...input, status: "pending", hideReason: null, updatedAt: Date.now() })
      .where(and(eq(reviews.id, id), eq(reviews.userId, user.id))),
    recountProductReviews(db, row.productId),
  ]);
  if (row.status === "approved") await purgeReviewedProduct(row.productId);
  return ownReview(db, user.id, id);
}

export async function deleteReview(db: Db, user: SessionUser, id: string): Promise<void> {
  const row = await ownRow(db, user.id, id);
  await db.batch([
    db.delete(reviews).where(and(eq(reviews.id, id), eq(reviews.userId, user.id))),
    recountProductReviews(db, row.productId),
  ]);
  if (row.status === "approved") await purgeReviewedProduct(row.productId);
}

const ownColumns = { review: reviews, productName: orderLines.name };

export async function listOwnReviews(db: Db, userId: string): Promise<OwnReviewDto[]> {
  const rows = await db
    .select(ownColumns)
    .from(reviews)
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(({ review, productName }) => toOwnReview(review, productName));
}

async function ownReview(db: Db, userId: string, id: string): Promise<OwnReviewDto> {
  const row = orNotFound(
    await db
      .select(ownColumns)
      .from(reviews)
      .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
      .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
      .get(),
    m.reviewNotFound,
  );
  return toOwnReview(row.review, row.productName);
}
