/**
 * What the review endpoints answer (decision 023): a published review as shoppers read it, the
 * customer's own reviews with their moderation state, and the admin's moderation queue.
 */
import { REVIEW_STATUSES } from "../reviews.ts";
import { z } from "../zod.ts";
import { pageOf } from "./admin-lists.ts";
import { recordIdSchema, successWith, successWithMessage } from "./envelope.ts";

const instant = (description: string) => z.iso.datetime().meta({ description });
const rating = z.number().int().min(1).max(5).meta({ description: "Stars, 1 to 5." });

const replySchema = z
  .object({ text: z.string(), at: instant("When the shop replied.") })
  .nullable()
  .meta({ description: "The shop's public answer under the review; null when there is none." });

/** A review as the product page and the landing page show it: no account details. */
export const publishedReviewSchema = z
  .object({
    id: recordIdSchema,
    productId: recordIdSchema,
    rating,
    title: z.string().meta({ description: "Plain text: show it as text, never as HTML." }),
    text: z.string().meta({ description: "Plain text with line breaks: show it as text, never as HTML." }),
    author: z.string().meta({ description: "The buyer's first name, as their account gives it." }),
    city: z.string().meta({ description: "The city the buyer gave; empty when they gave none." }),
    verifiedBuyer: z.literal(true).meta({ description: "Every review comes from a delivered order." }),
    createdAt: instant("When it was written."),
    reply: replySchema,
  })
  .meta({
    id: "PublishedReview",
    description: "An approved review from a customer whose order was delivered.",
  });

export type PublishedReviewDto = z.infer<typeof publishedReviewSchema>;

export const productReviewsResponse = z
  .object({
    success: z.literal(true),
    data: z.array(publishedReviewSchema).meta({ description: "One page of approved reviews, newest first." }),
    summary: z.object({
      count: z.number().int().nonnegative().meta({ description: "Approved reviews of the product." }),
      averageRating: z
        .number()
        .min(1)
        .max(5)
        .nullable()
        .meta({ description: "Their average rating to one decimal; null when there are none." }),
    }),
    pagination: z.object({
      page: z.number().int().positive(),
      pageSize: z.number().int().positive(),
      totalPages: z.number().int().positive(),
    }),
  })
  .meta({ id: "ProductReviews" });

export const featuredReviewsResponse = successWith(z.array(publishedReviewSchema)).meta({
  description:
    "The newest approved reviews for the landing page: exactly as many as it shows, or none while fewer are approved.",
});

/** The customer's own review, with what the moderators decided. */
export const ownReviewSchema = z
  .object({
    id: recordIdSchema,
    orderId: recordIdSchema,
    orderLineId: recordIdSchema,
    productId: recordIdSchema,
    productName: z.string(),
    rating,
    title: z.string(),
    text: z.string(),
    city: z.string(),
    status: z.enum(REVIEW_STATUSES).meta({
      description: "pending: waiting for a moderator; approved: on the product page; hidden: taken off it.",
    }),
    hideReason: z.string().nullable().meta({ description: "Why a moderator hid it." }),
    reply: replySchema,
    createdAt: instant("When it was written."),
    updatedAt: instant("When it was last changed."),
  })
  .meta({ id: "OwnReview" });

export type OwnReviewDto = z.infer<typeof ownReviewSchema>;

export const ownReviewsResponse = successWith(z.array(ownReviewSchema));
export const ownReviewSavedResponse = successWithMessage(ownReviewSchema);
export const reviewDeletedResponse = successWithMessage(z.object({ id: recordIdSchema }));

/** A review in the moderation queue: everything, with who wrote it and about what. */
export const adminReviewSchema = ownReviewSchema
  .extend({
    customerName: z.string(),
    customerEmail: z.string(),
    moderatedBy: z.string().nullable().meta({ description: "The admin who last approved or hid it." }),
    moderatedAt: instant("When.").nullable(),
  })
  .meta({ id: "AdminReview" });

export type AdminReviewDto = z.infer<typeof adminReviewSchema>;

export const adminReviewListResponse = pageOf(adminReviewSchema);
export const adminReviewResponse = successWithMessage(adminReviewSchema);
