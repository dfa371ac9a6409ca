/** What the catalogue answers: the product as the spec's client reads it. */
import { MAKER_ROLES } from "../declarations.ts";
import { PRODUCT_CATEGORIES } from "../products.ts";
import { z } from "../zod.ts";
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
    reviews: z.number().int().nonnegative().meta({
      description:
        "How many approved reviews from verified buyers the product has (`GET /api/products/{id}/reviews`).",
    }),
    averageRating: z.number().min(1).max(5).nullable().meta({
      description: "The approved reviews' average rating to one decimal; null while there are none.",
    }),
    inStock: z.boolean(),
    netQuantityGrams: z.number().positive().nullable().meta({
      description:
        "Net quantity of one sachet in grams (Legal Metrology declaration); null until an admin enters the pack's declarations.",
    }),
    makerRole: z
      .enum(MAKER_ROLES)
      .meta({ description: "Whether the declared maker manufactured or packed it." }),
    makerName: z
      .string()
      .meta({ description: "The manufacturer's or packer's name (empty: not entered yet)." }),
    makerAddress: z.string().meta({ description: "The manufacturer's or packer's address." }),
    countryOfOrigin: z.string(),
    shelfLifeMonths: z.number().int().positive().nullable().meta({
      description:
        "Best before this many months from the month of manufacture printed on the pack; null until entered.",
    }),
    ingredients: z.array(z.object({ name: z.string(), quantity: z.string() })).meta({
      description: "Every ingredient with its quantity per sachet (Drugs and Cosmetics Rules, rule 161).",
    }),
    licenceNumber: z
      .string()
      .meta({ description: "The licence number for manufacturing Ayurvedic drugs the pack carries." }),
  })
  .meta({
    id: "Product",
    description:
      "A product on sale, with its pack's declarations. Money is in rupees and net quantity in grams here (paise and milligrams inside the shop).",
  });

export type ProductDto = z.infer<typeof productSchema>;

export const productListResponse = successWith(z.array(productSchema)).meta({
  description: "The products on sale, oldest first; archived products are left out.",
});

export const productResponse = successWith(productSchema);
