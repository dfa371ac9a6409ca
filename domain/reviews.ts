/**
 * Reviews from verified buyers (issue 16, decision 023): who may write one, its limits, how it is
 * moderated, and the words the customer and the admin read. Shared by the API (which decides) and
 * the order page's form (which checks as the customer types).
 *
 * Review text is plain text everywhere: it is stored as typed and always rendered as text (React
 * and `textContent` escape it; e-mails are plain text). Control characters are refused rather than
 * stripped, so what the customer sees in the form is exactly what is published; bidirectional
 * overrides are refused too, since they can make published text read differently from what an
 * admin approved ("Trojan Source").
 */
import { z } from "./zod.ts";
import { ID_PATTERN } from "./ids.ts";
import type { OrderStatus } from "./orders.ts";

export const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Only a delivered order's lines can be reviewed: the buyer has the product in hand. */
export const REVIEWABLE_ORDER_STATUS = "Delivered" satisfies OrderStatus;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

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

const m = reviewMessages;

/** Any C0/C1 control character (\p{Cc}) or a bidirectional override/isolate. */
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** Line feeds and tabs are the only control characters a review's text may hold. */
const hasControlCharacters = (s: string) => CONTROL.test(s.replace(/[\n\t]/g, ""));
const LINE_BREAK = /[\n\t]/;

/** Windows and old Mac line endings become `\n`; the ends are trimmed. */
const normaliseText = (v: unknown) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n").trim() : v);

function plainText(options: { required: string | null; what: string; max: number; multiline: boolean }) {
  const base = z
    .string({ error: options.required ?? m.notText })
    .max(options.max, m.tooLong(options.what, options.max))
    .refine((s) => !hasControlCharacters(s), m.controlCharacters)
    .refine((s) => options.multiline || !LINE_BREAK.test(s), m.lineBreakNotAllowed);
  const text = options.required ? base.min(1, options.required) : base;
  return z.preprocess(
    (v) => (v === undefined || v === null ? (options.required ? v : "") : normaliseText(v)),
    text,
  );
}

export const ratingSchema = z
  .number({ error: m.ratingInvalid })
  .int(m.ratingInvalid)
  .min(RATING_MIN, m.ratingInvalid)
  .max(RATING_MAX, m.ratingInvalid);

/** What the customer writes: the same on a new review and on an edit. */
export const reviewContentSchema = z.object({
  rating: ratingSchema,
  title: plainText({
    required: m.titleRequired,
    what: "The title",
    max: REVIEW_LIMITS.titleMax,
    multiline: false,
  }),
  text: plainText({
    required: m.textRequired,
    what: "The review",
    max: REVIEW_LIMITS.textMax,
    multiline: true,
  }),
  city: plainText({ required: null, what: "The city", max: REVIEW_LIMITS.cityMax, multiline: false }),
});

export const reviewCreateSchema = reviewContentSchema.extend({
  orderLineId: z.string({ error: m.orderLineInvalid }).regex(ID_PATTERN, m.orderLineInvalid),
});

export type ReviewContent = z.output<typeof reviewContentSchema>;
export type ReviewCreate = z.output<typeof reviewCreateSchema>;

export const reviewIdSchema = z.string().regex(ID_PATTERN, m.reviewIdInvalid);

/**
 * An admin approves the review as they read it: `updatedAt` as the list showed it, so a customer's
 * edit made meanwhile is not published unseen.
 */
export const reviewApproveSchema = z.object({
  updatedAt: z.iso.datetime({ error: m.approveVersionMissing }),
});

/** An admin hides a review with a reason the customer can be told. */
export const reviewHideSchema = z.object({
  reason: plainText({
    required: m.hideReasonRequired,
    what: "The reason",
    max: REVIEW_LIMITS.hideReasonMax,
    multiline: false,
  }),
});

/** The shop's public answer under a review; empty removes it. */
export const reviewReplySchema = z.object({
  reply: plainText({ required: null, what: "The reply", max: REVIEW_LIMITS.replyMax, multiline: true }),
});

/**
 * Where a delivered order's customer rates its products: the order history, scrolled to the
 * order's reviews (the delivered e-mail links here).
 */
export function reviewLinkPath(orderId: string): string {
  return `/history#reviews-${orderId}`;
}

/** The average shown beside the count: one decimal, null when there is nothing to average. */
export function averageRating(ratingSum: number, count: number): number | null {
  return count === 0 ? null : Math.round((ratingSum / count) * 10) / 10;
}
