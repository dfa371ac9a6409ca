/** What the catalogue answers: the product as the spec's client reads it. */
import { z } from "../zod.ts";
import { PRODUCT_CATEGORIES } from "../products.ts";
import { recordIdSchema, successWith } from "./envelope.ts";

const rupees = (description: string) => z.number().nonnegative().meta({ description });

export const productSchema = z
  .object({
    _id: recordIdSchema.meta({ description: "The product's id." }),
    name: z.string(),
    description: z.string(),
    brand: z.string(),
    category: z.enum(PRODUCT_CATEGORIES),
    image: z
      .string()
      .meta({ description: "The product photo's address on this shop (empty when it has none)." }),
    price: rupees("The listed price per sachet in rupees: the price at the smallest pack."),
    originalPrice: rupees(
      "The MRP per sachet in rupees, inclusive of all taxes; quantity discounts come off it.",
    ),
    discount: z.number().int().meta({ description: "The listed discount in percent." }),
    stock: z.number().int().nonnegative().meta({ description: "Sachets in stock." }),
    reviews: z.number().int().nonnegative().meta({ description: "How many reviews the product has." }),
    inStock: z.boolean(),
  })
  .meta({
    id: "Product",
    description: "A product on sale. Money is in rupees here (paise inside the shop).",
  });

export type ProductDto = z.infer<typeof productSchema>;

export const productListResponse = successWith(z.array(productSchema)).meta({
  description: "The products on sale, oldest first; archived products are left out.",
});

export const productResponse = successWith(productSchema);
