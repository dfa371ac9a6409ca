import type { RouteHandler } from "@hono/zod-openapi";
import { reviewMessages as m } from "../../domain/reviews.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import type { AuthedEnv } from "../lib/auth.ts";
import { enforceRateLimit } from "../lib/rate-limit.ts";
import { featuredReviews, listProductReviews as listPublished } from "./published.ts";
import type * as routes from "./reviews.routes.ts";
import { PUBLISHED_REVIEWS_MAX_AGE_SECONDS } from "./reviews.routes.ts";
import { createReview, deleteReview, listOwnReviews, REVIEW_RATE_LIMIT, updateReview } from "./service.ts";

const cacheable = { "Cache-Control": `public, max-age=${PUBLISHED_REVIEWS_MAX_AGE_SECONDS}` };

export const listProductReviews: RouteHandler<typeof routes.listProductReviews, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { page } = c.req.valid("query");
  const answer = await listPublished(getDb(c.env.DB), id, page);
  return c.json({ success: true, ...answer } as const, 200, cacheable);
};

export const featured: RouteHandler<typeof routes.featured, AppEnv> = async (c) => {
  const data = await featuredReviews(getDb(c.env.DB));
  return c.json({ success: true, data } as const, 200, cacheable);
};

export const listOwn: RouteHandler<typeof routes.listOwn, AuthedEnv> = async (c) => {
  const data = await listOwnReviews(getDb(c.env.DB), c.var.user.id);
  return c.json({ success: true, data } as const, 200);
};

/** Counted after validation (a customer fixing a typo is not held back) and per account. */
const countWrite = (c: { env: AppEnv["Bindings"] }, userId: string) =>
  enforceRateLimit(c.env.DB, [REVIEW_RATE_LIMIT, userId]);

export const create: RouteHandler<typeof routes.create, AuthedEnv> = async (c) => {
  const input = c.req.valid("json");
  await countWrite(c, c.var.user.id);
  const data = await createReview(getDb(c.env.DB), c.var.user, input);
  return c.json({ success: true, message: m.submitted, data } as const, 201);
};

export const update: RouteHandler<typeof routes.update, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  await countWrite(c, c.var.user.id);
  const data = await updateReview(getDb(c.env.DB), c.var.user, id, input);
  return c.json({ success: true, message: m.updated, data } as const, 200);
};

export const remove: RouteHandler<typeof routes.remove, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  await countWrite(c, c.var.user.id);
  await deleteReview(getDb(c.env.DB), c.var.user, id);
  return c.json({ success: true, message: m.deleted, data: { id } } as const, 200);
};
