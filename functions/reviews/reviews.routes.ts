/**
 * Reviews from verified buyers (decision 023): the customer's own under `/api/user/reviews`, the
 * published ones under `/api/products/{id}/reviews` and `/api/reviews/featured`.
 */
import { z } from "zod";
import {
  featuredReviewsResponse,
  ownReviewSavedResponse,
  ownReviewsResponse,
  productReviewsResponse,
  reviewDeletedResponse,
} from "../../domain/api/reviews.ts";
import { pageSchema } from "../../domain/admin-schemas.ts";
import { REVIEW_LIMITS, REVIEW_WRITES_PER_HOUR } from "../../domain/reviews.ts";
import { reviewContentSchema, reviewCreateSchema, reviewIdSchema } from "../../domain/review-schemas.ts";
import { productIdSchema } from "../../domain/schemas.ts";
import { errorResponses, jsonBody, jsonResponse, rateLimitedResponse, routes } from "../lib/openapi.ts";

const publicRoute = routes("public", "Reviews");
const userRoute = routes("user", "Reviews");

/** How long a shared cache may keep the published lists: moderation shows within this. */
export const PUBLISHED_REVIEWS_MAX_AGE_SECONDS = 60;

const cacheHeaders = z.object({
  "Cache-Control": z.string().meta({
    description: `\`public, max-age=${PUBLISHED_REVIEWS_MAX_AGE_SECONDS}\`: the same for everyone; a moderator's decision shows within a minute.`,
  }),
});

const reviewId = z.object({ id: reviewIdSchema.meta({ description: "The review's id." }) });
const limited = rateLimitedResponse(
  `More than ${REVIEW_WRITES_PER_HOUR} reviews written, edited or deleted by this account in the hour.`,
);
const plainText = `Texts are plain text (title up to ${REVIEW_LIMITS.titleMax} characters, review up to ${REVIEW_LIMITS.textMax}, city up to ${REVIEW_LIMITS.cityMax}): stored as typed, never HTML; control characters are refused.`;

export const listProductReviews = publicRoute({
  method: "get",
  path: "/products/{id}/reviews",
  summary: "Read a product's approved reviews",
  description:
    "Approved reviews only, newest first, with the shop's replies, the count and the average rating.",
  request: {
    params: z.object({ id: productIdSchema.meta({ description: "The product's id." }) }),
    query: z.object({ page: pageSchema.meta({ description: "The page, from 1.", example: "1" }) }),
  },
  responses: {
    200: { ...jsonResponse(productReviewsResponse, "One page of approved reviews."), headers: cacheHeaders },
    ...errorResponses({
      400: "The id or the page number is malformed.",
      404: "No product on sale has this id.",
    }),
  },
});

export const featured = publicRoute({
  method: "get",
  path: "/reviews/featured",
  summary: "The landing page's reviews",
  description:
    "The newest approved reviews, as many as the landing carousel shows, or an empty list while fewer are approved (the carousel then keeps its testimonials).",
  responses: {
    200: { ...jsonResponse(featuredReviewsResponse, "The reviews to show, or none."), headers: cacheHeaders },
  },
});

export const listOwn = userRoute({
  method: "get",
  path: "/user/reviews",
  summary: "List my reviews",
  description: "Every review the signed-in customer wrote, newest first, with its moderation state.",
  responses: {
    200: jsonResponse(ownReviewsResponse, "The customer's reviews."),
  },
});

export const create = userRoute({
  method: "post",
  path: "/user/reviews",
  summary: "Review a product I bought",
  description: `For a line of the customer's own delivered order, once per line. It waits for moderation before it is published. ${plainText}`,
  request: { body: jsonBody(reviewCreateSchema) },
  responses: {
    201: jsonResponse(ownReviewSavedResponse, "The review, waiting for moderation."),
    ...errorResponses({
      400: "A field is missing or invalid (the message says which).",
      403: "The line is not from the customer's own order, or the order is not delivered.",
      409: "This line already has the customer's review.",
    }),
    ...limited,
  },
});

export const update = userRoute({
  method: "patch",
  path: "/user/reviews/{id}",
  summary: "Edit my review",
  description: `Replaces the rating and texts; the review goes back to moderation. ${plainText}`,
  request: { params: reviewId, body: jsonBody(reviewContentSchema) },
  responses: {
    200: jsonResponse(ownReviewSavedResponse, "The edited review, waiting for moderation."),
    ...errorResponses({
      400: "A field is missing or invalid (the message says which).",
      404: "The customer has no review with this id.",
    }),
    ...limited,
  },
});

export const remove = userRoute({
  method: "delete",
  path: "/user/reviews/{id}",
  summary: "Delete my review",
  request: { params: reviewId },
  responses: {
    200: jsonResponse(reviewDeletedResponse, "The review is gone (from the product page too)."),
    ...errorResponses({ 400: "The id is malformed.", 404: "The customer has no review with this id." }),
    ...limited,
  },
});
