/**
 * Every record's id (products, orders, users, messages, e-mails, uploaded images): 24 lowercase hex
 * characters, the `_id` shape the spec's client knows; functions/lib/ids.ts makes them. No zod here,
 * so server code and plain scripts can test an id without a schema library; `idSchema` in
 * domain/fields.ts is the schema.
 */

export const ID_LENGTH = 24;

/** The characters of an id, for patterns that embed one (an image's storage key). */
export const ID_CHARACTERS = `[a-f0-9]{${ID_LENGTH}}`;

/** How the API's reference describes a malformed id. */
export const NOT_AN_ID = `The id is not ${ID_LENGTH} lowercase hex characters.`;

export const ID_PATTERN = new RegExp(`^${ID_CHARACTERS}$`);

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
