/**
 * The lowest MRP, a rule of its own module: only the admin's product form and API need it, and
 * domain/pricing.ts is in the product page's script, which has no bytes to spare (80 KB budget).
 */
import type { Paise } from "./money.ts";
import { QUANTITY_DISCOUNT_TIERS } from "./pricing.ts";

/**
 * The lowest MRP a product may have: prices are whole rupees and the tiers are at least 5 % apart,
 * so from ₹20 every pack size costs at least a rupee a unit less than the one before it (and the
 * smallest pack less than the MRP). Below it a "10 % off" can round back to the MRP, which would
 * advertise a discount no one gets.
 */
const smallestTierStep = Math.min(
  ...[...QUANTITY_DISCOUNT_TIERS]
    .reverse()
    .map((tier, i, tiers) => tier.percent - (tiers[i - 1]?.percent ?? 0)),
);
export const MIN_MRP_PAISE: Paise = Math.ceil((100 * 100) / smallestTierStep);
