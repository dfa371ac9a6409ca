/** `/api/admin/reviews`: the moderation queue (decision 023). */
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { reviewListQuerySchema } from "../../../domain/admin-schemas.ts";
import { adminReviewListResponse, adminReviewResponse } from "../../../domain/api/reviews.ts";
import {
  reviewApproveSchema,
  reviewHideSchema,
  reviewIdSchema,
  reviewReplySchema,
} from "../../../domain/review-schemas.ts";
import { adminOnly, errorResponses, guardResponses, jsonBody, jsonResponse } from "../../lib/openapi.ts";

const tags = ["Admin reviews"];
const params = z.object({ id: reviewIdSchema.meta({ description: "The review's id." }) });

export const list = createRoute({
  method: "get",
  path: "/admin/reviews",
  tags,
  summary: "List reviews",
  description:
    "Pending ones by default, oldest first (first come, first checked); other filters newest first.",
  ...adminOnly,
  request: { query: reviewListQuerySchema },
  responses: {
    200: jsonResponse(adminReviewListResponse, "One page of reviews."),
    ...errorResponses({ 400: "The status filter or the page number is not valid." }),
    ...guardResponses.admin,
  },
});

export const approve = createRoute({
  method: "post",
  path: "/admin/reviews/{id}/approve",
  tags,
  summary: "Publish a review",
  description: "Shows it on the product page and counts it in the product's rating. Audited.",
  ...adminOnly,
  request: { params, body: jsonBody(reviewApproveSchema) },
  responses: {
    200: jsonResponse(adminReviewResponse, "The approved review."),
    ...errorResponses({
      400: "The id or `updatedAt` is malformed.",
      404: "No review has this id.",
      409: "The customer edited the review after the admin read it: read it again.",
    }),
    ...guardResponses.admin,
  },
});

export const hide = createRoute({
  method: "post",
  path: "/admin/reviews/{id}/hide",
  tags,
  summary: "Hide a review, with a reason",
  description: "Takes it off the product page (or keeps it off); the customer sees the reason. Audited.",
  ...adminOnly,
  request: { params, body: jsonBody(reviewHideSchema) },
  responses: {
    200: jsonResponse(adminReviewResponse, "The hidden review."),
    ...errorResponses({
      400: "The id is malformed, or the reason is missing or too long.",
      404: "No review has this id.",
    }),
    ...guardResponses.admin,
  },
});

export const reply = createRoute({
  method: "put",
  path: "/admin/reviews/{id}/reply",
  tags,
  summary: "Reply to a review",
  description:
    "The shop's public answer, shown under the review once it is approved; an empty reply removes it. Audited.",
  ...adminOnly,
  request: { params, body: jsonBody(reviewReplySchema) },
  responses: {
    200: jsonResponse(adminReviewResponse, "The review with its reply."),
    ...errorResponses({
      400: "The id is malformed, or the reply is too long.",
      404: "No review has this id.",
    }),
    ...guardResponses.admin,
  },
});
