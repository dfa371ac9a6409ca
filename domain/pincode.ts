/**
 * Indian PIN codes, one rule for every place a customer types one: the profile, the checkout's
 * delivery address and the product page's delivery check. India Post's PIN codes are six digits;
 * the first names the postal region (1–9), so none starts with 0. Spaces around it are ignored.
 * No zod here: the product page's plain script imports this without a schema library.
 */
export const PINCODE_DIGITS = 6;
export const PINCODE_PATTERN = new RegExp(`^[1-9]\\d{${PINCODE_DIGITS - 1}}$`);

export function isValidPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value.trim());
}
