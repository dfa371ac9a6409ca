/**
 * The shop's one product as it is seeded, and as the product page shows it beside an error when
 * the live product cannot be loaded (spec §8). Its id is fixed: the landing page's Buy Now uses it.
 */
import type { ProductCategory } from "./products.ts";

export const DEFAULT_PRODUCT_ID = "66a1f0c2b5e4d3a2c1b0f9e8";

export const DEFAULT_PRODUCT = {
  id: DEFAULT_PRODUCT_ID,
  name: "Asthiveda Joint & Bone Care Powder",
  brand: "Asthiveda",
  category: "Health" satisfies ProductCategory as ProductCategory,
  image: "/images/asthiveda-powder.svg",
  /** The MRP: it lists at ₹44 a sachet, the 30-pack price (`listedPrice`, domain/pricing.ts). */
  originalPricePaise: 49_00,
  stock: 100,
  reviewCount: 128,
  description:
    "An Ayurvedic blend of Hadjod (Cissus quadrangularis), Shallaki (Boswellia serrata), Ashwagandha, " +
    "Guggul, Haldi (turmeric) and Methi (fenugreek) for stronger bones, easier joint movement and " +
    "relief from muscle soreness. Sold by the gram-measured sachet: one sachet a day in warm water " +
    "or milk after a meal. Every batch is tested for heavy metals and microbial limits.",
} as const;
