/** `POST /api/admin/images`: a product photo for the product form's `image` field. */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { uploadedImageResponse } from "../../../domain/api/admin-products.ts";
import { ACCEPTED_IMAGE_NAMES, IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "../../../domain/images.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { badRequest } from "../../lib/errors.ts";
import { errorResponses, jsonResponse, routes } from "../../lib/openapi.ts";

const adminRoute = routes("admin", "Admin products");

// Room for the multipart envelope around the file itself.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** Stops reading a body larger than any photo we take, before it is buffered. */
const imageSizeLimit: MiddlewareHandler<AuthedEnv> = bodyLimit({
  maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
  onError: () => {
    throw badRequest(adminMessages.imageTooLarge(MAX_IMAGE_MB));
  },
});

const ACCEPTED_TYPES = Object.keys(IMAGE_TYPES).join(", ");

/**
 * The form, for the document: a JSON Schema rather than zod, on purpose. Given a zod schema the
 * library would read and check the form itself, answering another content type with 415 and its own
 * English; the handler reads it (within the size limit) and the file's bytes decide its type
 * (functions/images/storage.ts), with the messages the panel shows.
 */
const imageForm = {
  type: "object" as const,
  required: ["image"],
  properties: {
    image: {
      type: "string" as const,
      format: "binary",
      description: `The photo: ${ACCEPTED_TYPES}, at most ${MAX_IMAGE_MB} MB. Its type is read from its bytes, not from its name or declared type (SVG is refused: it can carry script).`,
    },
  },
};

export const upload = adminRoute({
  method: "post",
  path: "/admin/images",
  summary: "Upload a product photo",
  description:
    "Stores the photo under a new name (an upload never replaces another, so photos are cached for good) and answers its `url` for a product's `image`.",
  middleware: [imageSizeLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": { schema: imageForm, encoding: { image: { contentType: ACCEPTED_TYPES } } },
      },
    },
  },
  responses: {
    201: jsonResponse(uploadedImageResponse, "The photo is stored."),
    ...errorResponses({
      400: `No file, a file that is not a ${ACCEPTED_IMAGE_NAMES} image, or one over the size limit (the message says which).`,
    }),
  },
});
