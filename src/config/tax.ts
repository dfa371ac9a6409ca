/**
 * GST settings of the shop (decision 015). Product choices and legal classifications, each once;
 * the invoice engine (functions/invoices) reads them, nothing else repeats them.
 *
 * Place of supply: the goods are sent to the customer, so the place of supply is the delivery
 * address's state (IGST Act, section 10(1)(a)). CGST + SGST when that is the seller's state
 * (src/config/seller.ts), IGST otherwise. This is the law, not a setting, so it is not a value here.
 */
import type { DocumentSeries } from "../../domain/invoicing/document-number.ts";

/** HSN 3004 90 11: Ayurvedic medicaments, in measured doses or packed for retail sale. */
export const HSN_CODE = "30049011";

/** The HSN code's description in the monthly HSN summary (GSTR-1 table 12). */
export const HSN_DESCRIPTION = "Ayurvedic medicaments";

/**
 * GST on HSN 3004 in basis points (500 = 5 %, the rate since 22 September 2025). Basis points
 * keep rates like 0.25 % or 1.5 % whole numbers. Prices are GST-inclusive: a rate change changes
 * the tax inside the same price, not the price.
 */
export const GST_RATE_BASIS_POINTS = 500;

/**
 * Unit quantity code (UQC) printed on invoices and reported in GST returns. A line's quantity is
 * a number of sachets and the MRP is per sachet, so the unit is NOS (numbers), the UQC for goods
 * counted one by one; PAC (packs) or GMS (grams) would misstate what the quantity counts. A "pack"
 * is only the quantity stepper's 30, 60 or 90 sachets, and 91 or more go one sachet at a time, so
 * a quantity is not a whole number of packs. The HSN summary (GSTR-1 table 12) totals the same
 * quantities in the unit the invoices print.
 */
export const UNIT_QUANTITY_CODE = "NOS";

/** Tax invoices: `ASV/26-27/000123`. */
export const INVOICE_SERIES: DocumentSeries = { prefix: "ASV", serialDigits: 6 };
/** Credit notes, a series of their own: `ASC/26-27/000007`. */
export const CREDIT_NOTE_SERIES: DocumentSeries = { prefix: "ASC", serialDigits: 6 };
