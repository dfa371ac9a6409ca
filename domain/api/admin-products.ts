/**
 * What the admin catalogue answers: the product as the shop shows it (products.ts) plus what only
 * admins see, so a field means the same on both sides.
 */
import { z } from "../zod.ts";
import { IMAGE_TYPES } from "../images.ts";
import { recordIdSchema, successWith, successWithMessage } from "./envelope.ts";
import { pageOf } from "./admin-lists.ts";
import { productSchema } from "./products.ts";

const unixMs = (description: string) => z.number().int().nonnegative().meta({ description });

export const adminProductDtoSchema = productSchema
  .extend({
    status: z.enum(["active", "archived"]).meta({
      description:
        "`active`: on sale. `archived`: hidden from the shop and kept for the orders that name it (deleting a product that has orders archives it).",
    }),
    createdAt: unixMs("When the product was added, in milliseconds since 1970 (UTC)."),
    updatedAt: unixMs("When it last changed, in milliseconds since 1970 (UTC)."),
  })
  .meta({
    id: "AdminProduct",
    description: "A product as admins see it: the shop's `Product`, with its status and times.",
  });

export type AdminProductDto = z.infer<typeof adminProductDtoSchema>;

export const adminProductListResponse = pageOf(adminProductDtoSchema);
export const adminProductResponse = successWith(adminProductDtoSchema);

export const adminProductDeletedResponse = successWithMessage(
  z.object({
    _id: recordIdSchema.meta({ description: "The product's id." }),
    archived: z.boolean().meta({
      description:
        "true: orders name the product, so it was archived instead (hidden from the shop, kept for them); false: it is gone.",
    }),
  }),
);

/** A product photo just stored: `url` is what a product's `image` field takes. */
export const uploadedImageResponse = successWith(
  z
    .object({
      key: z.string().meta({
        description: "Where the photo is stored.",
        example: "products/65a1f0c2b3d4e5f601234567.png",
      }),
      url: z.string().meta({
        description: "The photo's address on this shop, for a product's `image`.",
        example: "/api/images/products/65a1f0c2b3d4e5f601234567.png",
      }),
      contentType: z.string().meta({
        description: `The type the file's bytes show (${Object.keys(IMAGE_TYPES).join(", ")}); its name and declared type are not trusted.`,
      }),
      size: z.number().int().positive().meta({ description: "Bytes." }),
    })
    .meta({ id: "UploadedImage" }),
);

export type UploadedImage = z.infer<typeof uploadedImageResponse>["data"];
