import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "../../../domain/images.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { badRequest } from "../../lib/errors.ts";
import { storeProductImage } from "../../images/storage.ts";

// Room for the multipart envelope around the file itself.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** `POST /api/admin/images` (multipart, field `image`): stores a product image in R2. */
export const adminImageRoutes = new Hono<AuthedEnv>().post(
  "/",
  bodyLimit({
    maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw badRequest(adminMessages.imageTooLarge(MAX_IMAGE_MB));
    },
  }),
  async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw badRequest(adminMessages.imageMissing);
    }
    const stored = await storeProductImage(c.env.IMAGES, form.image);
    return c.json({ success: true, data: stored }, 201);
  },
);
