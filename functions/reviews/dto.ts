/** Review rows as the API answers them: published (no account details) or the author's own. */
import type { OwnReviewDto, PublishedReviewDto } from "../../domain/api/reviews.ts";
import type { ReviewRow } from "../db/rows.ts";

const iso = (ms: number) => new Date(ms).toISOString();

function replyOf(row: ReviewRow) {
  return row.reply && row.repliedAt !== null ? { text: row.reply, at: iso(row.repliedAt) } : null;
}

/**
 * Shoppers see the buyer's first name only (and the city they chose to give): enough to be a
 * person, not enough to find them.
 */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || "A customer";
}

export function toPublishedReview(row: ReviewRow, authorName: string): PublishedReviewDto {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    text: row.text,
    author: firstName(authorName),
    city: row.city,
    verifiedBuyer: true,
    createdAt: iso(row.createdAt),
    reply: replyOf(row),
  };
}

export function toOwnReview(row: ReviewRow, productName: string): OwnReviewDto {
  return {
    id: row.id,
    orderId: row.orderId,
    orderLineId: row.orderLineId,
    productId: row.productId,
    productName,
    rating: row.rating,
    title: row.title,
    text: row.text,
    city: row.city,
    status: row.status,
    hideReason: row.hideReason,
    reply: replyOf(row),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
