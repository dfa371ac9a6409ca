/**
 * The declarations' quantities and price lines (decision 018): net quantities as a label writes
 * them, the MRP line and the unit sale price of Legal Metrology rule 6(11). A module of its own
 * because the product page's buy box carries it (it keeps the price lines live), and nothing else.
 */
import { formatINR, formatINRWithPaise, groupIndianDigits, type Paise } from "./money.ts";
import { listedPrice } from "./pricing.ts";

const MG_PER_GRAM = 1000;
const MG_PER_KG = 1_000_000;

export const gramsToMg = (grams: number) => Math.round(grams * MG_PER_GRAM);
export const mgToGrams = (mg: number) => mg / MG_PER_GRAM;

/**
 * A whole number of thousandths as a decimal with Indian grouping (`2012` → `2.012`), as Intl's
 * `en-IN` writes it (why not Intl: money.ts). Rounding is done on whole units before this, so a
 * half (2,011.5 g) rounds up as Intl rounds it, not down through a float's error.
 */
function thousandths(units: number): string {
  return String(units / 1000).replace(/^\d+/, groupIndianDigits);
}

/** A net quantity as a label states it: grams under a kilogram, kilograms from one (`5 g`, `1.2 kg`). */
export function formatNetQuantity(mg: number): string {
  return mg < MG_PER_KG
    ? `${thousandths(Math.round(mg))} g`
    : `${thousandths(Math.round(mg / MG_PER_GRAM))} kg`;
}

export type UnitSalePrice = { paise: Paise; unit: "g" | "kg" };

/**
 * The unit sale price of Legal Metrology rule 6(11) (as amended in 2022): the price per gram when
 * the net quantity is under a kilogram, per kilogram otherwise, to the paisa (halves up).
 */
export function unitSalePrice(pricePaise: Paise, netQuantityMg: number): UnitSalePrice {
  const perKg = netQuantityMg >= MG_PER_KG;
  const unitMg = perKg ? MG_PER_KG : MG_PER_GRAM;
  return { paise: Math.round((pricePaise * unitMg) / netQuantityMg), unit: perKg ? "kg" : "g" };
}

/** `₹8.80 per g`: rupees to two decimal places, as rule 6(11) writes it. */
export function formatUnitSalePrice(price: UnitSalePrice): string {
  return `${formatINRWithPaise(price.paise)} per ${price.unit}`;
}

/** The MRP line of the declarations: `₹49 per sachet (5 g), inclusive of all taxes`. */
export function formatDeclaredMrp(mrpPaise: Paise, netQuantityMg: number | null): string {
  const sachet = netQuantityMg === null ? "sachet" : `sachet (${formatNetQuantity(netQuantityMg)})`;
  return `${formatINR(mrpPaise)} per ${sachet}, inclusive of all taxes`;
}

/**
 * The two price lines of the declarations, from the MRP: the MRP itself and the unit sale price
 * at the listed price (the 30-pack price every page lists). The product page renders them and the
 * buy box rewrites them from the live MRP, as it does the price, so they can never disagree.
 */
export function declaredPrices(
  mrpPaise: Paise,
  netQuantityMg: number | null,
): { mrp: string; unitSalePrice: string | null } {
  const listed = listedPrice(mrpPaise).pricePaise;
  return {
    mrp: formatDeclaredMrp(mrpPaise, netQuantityMg),
    unitSalePrice:
      netQuantityMg === null
        ? null
        : `${formatUnitSalePrice(unitSalePrice(listed, netQuantityMg))} (at the listed price of ${formatINR(listed)} a sachet)`,
  };
}
