/** Row ids: 24 random lowercase hex characters (the `_id` shape the spec's client expects). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
