/** `/api/admin/reviews`: the moderation queue (decision 023). */
import { z } from "zod";
import { reviewListQuerySchema } from "../../../domain/admin-schemas.ts";
import { adminReviewListResponse, adminReviewResponse } from "../../../domain/api/reviews.ts";
import {
  reviewApproveSchema,
  reviewHideSchema,
  reviewIdSchema,
  reviewReplySchema,
} from "../../../domain/review-schemas.ts";
import { errorResponses, jsonBody, jsonResponse, pagedList, routes } from "../../lib/openapi.ts";

const adminRoute = routes("admin", "Admin reviews");
const params = z.object({ id: reviewIdSchema.meta({ description: "The review's id." }) });

export const list = adminRoute(
  pagedList("/admin/reviews", reviewListQuerySchema, adminReviewListResponse, {
    summary: "List reviews",
    description:
      "Pending ones by default, oldest first (first come, first checked); other filters newest first.",
    page: "One page of reviews.",
  }),
);

export const approve = adminRoute({
  method: "post",
  path: "/admin/reviews/{id}/approve",
  summary: "Publish a review",
  description: "Shows it on the product page and counts it in the product's rating. Audited.",
  request: { params, body: jsonBody(reviewApproveSchema) },
  responses: {
    200: jsonResponse(adminReviewResponse, "The approved review."),
    ...errorResponses({
      400: "The id or `updatedAt` is malformed.",
      404: "No review has this id.",
      409: "The customer edited the review after the admin read it: read it again.",
    }),
  },
});

export const hide = adminRoute({
  method: "post",
  path: "/admin/reviews/{id}/hide",
  summary: "Hide a review, with a reason",
  description: "Takes it off the product page (or keeps it off); the customer sees the reason. Audited.",
  request: { params, body: jsonBody(reviewHideSchema) },
  responses: {
    200: jsonResponse(adminReviewResponse, "The hidden review."),
    ...errorResponses({
      400: "The id is malformed, or the reason is missing or too long.",
      404: "No review has this id.",
    }),
  },
});

export const reply = adminRoute({
  method: "put",
  path: "/admin/reviews/{id}/reply",
  summary: "Reply to a review",
  description:
    "The shop's public answer, shown under the review once it is approved; an empty reply removes it. Audited.",
  request: { params, body: jsonBody(reviewReplySchema) },
  responses: {
    200: jsonResponse(adminReviewResponse, "The review with its reply."),
    ...errorResponses({
      400: "The id is malformed, or the reply is too long.",
      404: "No review has this id.",
    }),
  },
});
