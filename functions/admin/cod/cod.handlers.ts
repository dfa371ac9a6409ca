import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import type * as routes from "./cod.routes.ts";
import {
  addCodBlock,
  listCodBlocks,
  listUnremitted as unremitted,
  recordRemittance as record,
  removeCodBlock,
} from "./service.ts";

export const listBlocks: RouteHandler<typeof routes.listBlocks, AuthedEnv> = async (c) => {
  const data = await listCodBlocks(getDb(c.env.DB));
  return c.json({ success: true, data } as const, 200);
};

export const addBlock: RouteHandler<typeof routes.addBlock, AuthedEnv> = async (c) => {
  const data = await addCodBlock(getDb(c.env.DB), c.var.user, c.req.valid("json"));
  return c.json(
    { success: true, message: `${data.value} can no longer pay cash on delivery.`, data } as const,
    201,
  );
};

export const removeBlock: RouteHandler<typeof routes.removeBlock, AuthedEnv> = async (c) => {
  const data = await removeCodBlock(getDb(c.env.DB), c.var.user, c.req.valid("param").id);
  return c.json(
    { success: true, message: `${data.value} may pay cash on delivery again.`, data } as const,
    200,
  );
};

export const listUnremitted: RouteHandler<typeof routes.listUnremitted, AuthedEnv> = async (c) => {
  const data = await unremitted(getDb(c.env.DB));
  return c.json({ success: true, data } as const, 200);
};

export const recordRemittance: RouteHandler<typeof routes.recordRemittance, AuthedEnv> = async (c) => {
  const data = await record(getDb(c.env.DB), c.var.user, c.req.valid("json").orderIds);
  return c.json(
    { success: true, message: `${data.orderIds.length} order(s) marked remitted.`, data } as const,
    200,
  );
};
