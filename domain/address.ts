/**
 * The delivery address's fields, without zod: the cart page renders the form from this and loads
 * the schemas (zod, ~26 KB gzipped) only when the customer saves or orders.
 */

/** The address fields in the order the form shows them; their keys name the missing field. */
export const ADDRESS_FIELDS = ["name", "mobile", "email", "address", "city", "state", "pincode"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
