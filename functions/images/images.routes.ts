import { z } from "zod";
import { IMAGE_TYPES, type ImageType } from "../../domain/images.ts";
import { errorResponses, routes } from "../lib/openapi.ts";
import { ID_LENGTH } from "../../domain/ids.ts";

const publicRoute = routes("public", "Images");

/** The image's bytes, in whichever accepted type it was uploaded as. */
const imageContent = Object.fromEntries(
  Object.keys(IMAGE_TYPES).map((type) => [type, { schema: { type: "string", contentMediaType: type } }]),
) as Record<ImageType, { schema: { type: "string"; contentMediaType: string } }>;

const cachingHeaders = z.object({
  ETag: z.string().meta({ description: "Send it back as `If-None-Match` to get a 304." }),
  "Cache-Control": z.string().meta({
    description: "`public, max-age=31536000, immutable`: an image's address never gets other bytes.",
  }),
});

export const productImage = publicRoute({
  method: "get",
  path: "/images/products/{file}",
  summary: "An uploaded product photo",
  description:
    "For everyone, cached for a year: each upload gets a new address (the `url` the admin upload answers).",
  request: {
    params: z.object({
      file: z.string().meta({
        description: `The file's name: ${ID_LENGTH} hex characters and its type's extension.`,
        example: "65a1f0c2b3d4e5f601234567.webp",
      }),
    }),
    headers: z.object({
      // Lower case: that is how the request's headers are validated.
      "if-none-match": z.string().optional().meta({ description: "The ETag of the copy the client has." }),
    }),
  },
  responses: {
    200: { description: "The image, with its type.", content: imageContent, headers: cachingHeaders },
    304: { description: "The client's copy (its ETag) is current.", headers: cachingHeaders },
    ...errorResponses({ 404: "No image has this name." }),
  },
});
