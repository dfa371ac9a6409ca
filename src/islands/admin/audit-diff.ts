/**
 * What an audit entry's Before and After columns show. An edit records the whole record on both
 * sides (a product: some twenty fields, its description among them), so the columns show only the
 * fields that changed, and say how many others did not; an entry with one side only (made, deleted)
 * or plain values shows what it recorded.
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
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((key) => !same(before[key], after[key]));
  const only = (values: Values) =>
    Object.fromEntries(changed.filter((key) => key in values).map((key) => [key, values[key]]));
  return { before: only(before), after: only(after), unchanged: keys.length - changed.length };
}

/** A recorded value as one line of text, long ones cut (the whole value stays in the cell's title). */
export function auditValueText(value: unknown, max = 160): { text: string; whole: string } {
  const whole = typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  return { text: whole.length > max ? `${whole.slice(0, max - 1)}…` : whole, whole };
}
