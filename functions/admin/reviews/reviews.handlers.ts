import type { RouteHandler } from "@hono/zod-openapi";
import { reviewMessages as m } from "../../../domain/reviews.ts";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { pageHandler } from "../page-handler.ts";
import type * as routes from "./reviews.routes.ts";
import { approveReview, hideReview, listReviews, replyToReview } from "./service.ts";

export const list = pageHandler<typeof routes.list>(listReviews);

export const approve: RouteHandler<typeof routes.approve, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { updatedAt } = c.req.valid("json");
  const data = await approveReview(getDb(c.env.DB), c.var.user, id, updatedAt);
  return c.json({ success: true, message: m.approved, data } as const, 200);
};

export const hide: RouteHandler<typeof routes.hide, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { reason } = c.req.valid("json");
  const data = await hideReview(getDb(c.env.DB), c.var.user, id, reason);
  return c.json({ success: true, message: m.hidden, data } as const, 200);
};

export const reply: RouteHandler<typeof routes.reply, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { reply: text } = c.req.valid("json");
  const data = await replyToReview(getDb(c.env.DB), c.var.user, id, text);
  return c.json({ success: true, message: text ? m.replied : m.replyRemoved, data } as const, 200);
};
