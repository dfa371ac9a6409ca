/**
 * The shop's one product as it is seeded, and as the product page shows it beside an error when the
 * live product cannot be loaded (docs/product.md#4-messages, *Product not found*). Its id is fixed:
 * the landing page's Buy Now uses it.
 */
import type { PackDeclarations } from "./declarations.ts";
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
  description:
    "An Ayurvedic blend of Hadjod (Cissus quadrangularis), Shallaki (Boswellia serrata), Ashwagandha, " +
    "Guggul, Haldi (turmeric) and Methi (fenugreek), herbs traditionally used to support bone " +
    "strength, joint mobility and muscle comfort. Sold by the gram-measured sachet: one sachet a day in warm water " +
    "or milk after a meal. Every batch is tested for heavy metals and microbial limits.",
} as const;

/**
 * The seeded product's pack declarations (domain/declarations.ts), kept apart from
 * DEFAULT_PRODUCT so the buy box's bundle, which carries DEFAULT_PRODUCT, never carries them.
 * PLACEHOLDERS, every one but the country: the texts say so, and the net quantity (5 g) and shelf
 * life (18 months) are examples too. The company enters the pack's real declarations in the admin
 * panel (and here, for the pre-rendered page) before it sells.
 */
export const DEFAULT_PRODUCT_DECLARATIONS: PackDeclarations = {
  netQuantityGrams: 5,
  makerRole: "manufacturer",
  makerName: "PLACEHOLDER: the manufacturer's registered name",
  makerAddress: "PLACEHOLDER: the manufacturer's full address with its PIN code",
  countryOfOrigin: "India",
  shelfLifeMonths: 18,
  // Written out, not mapped: a call here would keep this constant in every bundle that imports
  // DEFAULT_PRODUCT (the bundler cannot prove it pure).
  ingredients: [
    { name: "Hadjod (Cissus quadrangularis)", quantity: "PLACEHOLDER mg" },
    { name: "Shallaki (Boswellia serrata)", quantity: "PLACEHOLDER mg" },
    { name: "Ashwagandha (Withania somnifera)", quantity: "PLACEHOLDER mg" },
    { name: "Guggul (Commiphora wightii)", quantity: "PLACEHOLDER mg" },
    { name: "Haldi (Curcuma longa)", quantity: "PLACEHOLDER mg" },
    { name: "Methi (Trigonella foenum-graecum)", quantity: "PLACEHOLDER mg" },
  ],
  licenceNumber: "PLACEHOLDER: the Ayurvedic drug manufacturing licence number",
};
