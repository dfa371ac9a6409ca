/**
 * A product's pack declarations (decision 018): what the Legal Metrology (Packaged Commodities)
 * Rules 2011, rule 6, and the Drugs and Cosmetics Rules 1945, rule 161 (Ayurvedic drugs), ask the
 * label to say, shown on the product page because the product is sold online (rule 6(10)). The
 * admin enters them per product; the seed's are placeholders that say so (domain/catalogue.ts).
 * Net quantities are integer milligrams inside, grams at the API's edge, as money is paise inside
 * (domain/declared-prices.ts has the quantities and price lines the page prints).
 *
 * Dates of manufacture and batch numbers differ from batch to batch, so the page says where they
 * are printed and declares the shelf life ("best before N months from manufacture"), which is the
 * product's own.
 */

/** Who the declared maker is: Legal Metrology names the manufacturer, or the packer when another. */
export const MAKER_ROLES = ["manufacturer", "packer"] as const;
export type MakerRole = (typeof MAKER_ROLES)[number];
export const MAKER_ROLE_LABELS: Record<MakerRole, string> = {
  manufacturer: "Manufactured by",
  packer: "Packed by",
};

/** One line of the ingredient list (rule 161: every ingredient with its quantity). */
export type Ingredient = { name: string; quantity: string };

/** The limits an admin's entry must keep (domain/admin-schemas.ts checks them). */
export const DECLARATION_LIMITS = {
  /** Grams per sachet, with up to 3 decimals (a milligram). */
  maxNetQuantityGrams: 10_000,
  maxShelfLifeMonths: 120,
  maxIngredients: 40,
  ingredientName: 120,
  ingredientQuantity: 40,
  makerName: 200,
  makerAddress: 500,
  countryOfOrigin: 100,
  licenceNumber: 100,
} as const;

/**
 * The declarations as the API answers them. A product saved before declarations existed has
 * null numbers and empty texts until an admin enters them.
 */
export type PackDeclarations = {
  /** Net quantity of one sachet, in grams. */
  netQuantityGrams: number | null;
  makerRole: MakerRole;
  makerName: string;
  makerAddress: string;
  countryOfOrigin: string;
  /** Best before this many months from the month of manufacture. */
  shelfLifeMonths: number | null;
  /** Per sachet. */
  ingredients: Ingredient[];
  /** The licence to manufacture Ayurvedic drugs the pack carries ("Mfg. Lic. No."). */
  licenceNumber: string;
};
