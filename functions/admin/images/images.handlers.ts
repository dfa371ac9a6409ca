import type { RouteHandler } from "@hono/zod-openapi";
import { adminMessages } from "../../../domain/admin-messages.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { storeProductImage } from "../../images/storage.ts";
import { badRequest } from "../../lib/errors.ts";
import type * as routes from "./images.routes.ts";

export const upload: RouteHandler<typeof routes.upload, AuthedEnv> = async (c) => {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest(adminMessages.imageMissing);
  }
  const data = await storeProductImage(c.env.IMAGES, form.image);
  return c.json({ success: true, data } as const, 201);
};
