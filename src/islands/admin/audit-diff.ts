/**
 * What an audit entry's Before and After columns show. An edit records a whole record on both
 * sides: a product edit, for one, records the product as it was (with figures worked out from it,
 * such as the price) and the form as sent (with fields of the request only, such as the stock the
 * form showed). So the columns show the fields both sides record whose values differ, and say how
 * many others the edit sent unchanged; an entry with one side only (made, deleted) or plain values
 * shows what it recorded.
 */
type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditColumns(
  before: unknown,
  after: unknown,
): { before: unknown; after: unknown; unchanged: number } {
  if (!isRecord(before) || !isRecord(after)) return { before, after, unchanged: 0 };
  const compared = Object.keys(after).filter((key) => key in before);
  const changed = compared.filter((key) => !same(before[key], after[key]));
  const only = (values: Values) => Object.fromEntries(changed.map((key) => [key, values[key]]));
  return { before: only(before), after: only(after), unchanged: compared.length - changed.length };
}

/** A recorded value as one line of text, long ones cut (the whole value stays in the cell's title). */
export function auditValueText(value: unknown, max = 160): { text: string; whole: string } {
  const whole = typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  return { text: whole.length > max ? `${whole.slice(0, max - 1)}…` : whole, whole };
}
