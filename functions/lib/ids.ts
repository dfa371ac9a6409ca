/** Each byte's two hex characters, made once: an order makes several ids (order, lines, status). */
const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** Row ids: 24 random lowercase hex characters (the `_id` shape the spec's client expects). */
export function newId(): string {
  let id = "";
  for (const byte of crypto.getRandomValues(new Uint8Array(12))) id += HEX_PAIRS[byte];
  return id;
}
