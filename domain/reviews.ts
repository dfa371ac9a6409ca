/**
 * Reviews from verified buyers (issue 16, decision 023): who may write one, its limits, how it is
 * moderated, and the words the customer and the admin read. No zod here, so the order page's form
 * can take the limits without it; the payload schemas are in review-schemas.ts.
 *
 * Review text is plain text everywhere: it is stored as typed and always rendered as text (React
 * and `textContent` escape it; e-mails are plain text); control characters are refused.
 */
import type { OrderStatus } from "./orders.ts";
import { RATING_MAX, RATING_MIN } from "./review-summary.ts";

export const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Only a delivered order's lines can be reviewed: the buyer has the product in hand. */
export const REVIEWABLE_ORDER_STATUS = "Delivered" satisfies OrderStatus;

/** The rating scale lives with the rating summary, which the buy box loads (review-summary.ts). */
export { RATING_MAX, RATING_MIN };

/** Lengths in characters (UTF-16 code units, as the browser's `maxLength` counts). */
export const REVIEW_LIMITS = {
  titleMax: 120,
  textMax: 2_000,
  cityMax: 60,
  hideReasonMax: 300,
  replyMax: 1_000,
} as const;

/** Reviews a customer may write, edit or delete per hour (all their reviews together). */
export const REVIEW_WRITES_PER_HOUR = 10;

/** Approved reviews a product page shows at a time. */
export const PRODUCT_REVIEWS_PAGE_SIZE = 5;

/**
 * The landing carousel shows real reviews only once this many are approved (it shows this many,
 * the newest); until then it shows the editors' testimonials, labelled as such.
 */
export const LANDING_REVIEWS_COUNT = 5;

export const reviewMessages = {
  ratingInvalid: `Please choose a rating from ${RATING_MIN} to ${RATING_MAX} stars.`,
  titleRequired: "Please give your review a title.",
  textRequired: "Please write a few words about the product.",
  tooLong: (what: string, max: number) => `${what} can be at most ${max.toLocaleString("en-IN")} characters.`,
  controlCharacters: "Please remove special control characters from your text.",
  lineBreakNotAllowed: "Please keep this on one line.",
  orderLineInvalid: "Please choose a product from one of your orders.",
  reviewIdInvalid: "Invalid review ID.",
  notYourOrderLine: "You can only review products from your own orders.",
  notDelivered: "You can review a product once its order has been delivered.",
  alreadyReviewed:
    "You have already reviewed this product from this order. You can edit your review instead.",
  reviewNotFound: "Review not found.",
  tooManyReviews: "You have changed your reviews many times in the last hour. Please try again later.",
  submitted: "Thank you! Your review will appear once our team has checked it.",
  updated: "Your review is updated. It will appear again once our team has checked it.",
  deleted: "Your review is deleted.",
  approved: "Review approved: it now shows on the product page.",
  hidden: "Review hidden: it no longer shows on the product page.",
  replied: "Reply saved.",
  replyRemoved: "Reply removed.",
  hideReasonRequired: "Please say why the review is hidden (the customer may ask).",
  notText: "Please enter text here.",
  approveVersionMissing: "Send the review's updatedAt as the list showed it.",
} as const;

/**
 * Where a delivered order's customer rates its products: the order history, scrolled to the
 * order's reviews (the delivered e-mail links here).
 */
export function reviewLinkPath(orderId: string): string {
  return `/history#reviews-${orderId}`;
}
