/**
 * When a cron expression (wrangler.jsonc `triggers.crons`, UTC like Cloudflare's) next fires.
 * `npm start` runs the Worker's scheduled handler on this schedule; neither workerd nor
 * `wrangler dev` fires cron triggers by themselves. Supports the five numeric fields with `*`,
 * `*\/n`, `a-b`, `a-b/n` and lists; names (MON, JAN) and Cloudflare's `L`/`W`/`#` are refused.
 */

const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 7 },
] as const;

type Field = { values: Set<number>; any: boolean };

function parseField(text: string, { name, min, max }: (typeof FIELDS)[number]): Field {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron ${name} "${text}": only numbers, *, ranges, steps and lists`);
    const [, whole, from, to, step] = match;
    const start = whole === "*" ? min : Number(from);
    const end = whole === "*" ? max : to !== undefined ? Number(to) : step ? max : start;
    const by = step ? Number(step) : 1;
    if (start < min || end > max || start > end || by < 1)
      throw new Error(`cron ${name} "${text}" is outside ${min}-${max}`);
    for (let value = start; value <= end; value += by) values.add(value);
  }
  return { values, any: text === "*" };
}

export function parseCron(expression: string): Field[] {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) throw new Error(`cron "${expression}" needs five fields`);
  const fields = parts.map((part, i) => parseField(part, FIELDS[i]!));
  // Day of week 7 is Sunday too.
  if (fields[4]!.values.has(7)) fields[4]!.values.add(0);
  return fields;
}

function matches([minute, hour, dayOfMonth, month, dayOfWeek]: Field[], at: Date): boolean {
  const dom = dayOfMonth!.values.has(at.getUTCDate());
  const dow = dayOfWeek!.values.has(at.getUTCDay());
  // As in Vixie cron: with both day fields restricted, either one matching is enough.
  const day = dayOfMonth!.any || dayOfWeek!.any ? dom && dow : dom || dow;
  return (
    minute!.values.has(at.getUTCMinutes()) &&
    hour!.values.has(at.getUTCHours()) &&
    month!.values.has(at.getUTCMonth() + 1) &&
    day
  );
}

const MINUTE_MS = 60_000;
/** Far enough for any valid expression (29 February comes within four years). */
const SEARCH_MINUTES = 4 * 366 * 24 * 60;

/** The first whole minute strictly after `after` at which `expression` fires. */
export function nextCronTime(expression: string, after: Date): Date {
  const fields = parseCron(expression);
  let at = Math.floor(after.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  for (let i = 0; i < SEARCH_MINUTES; i += 1, at += MINUTE_MS) {
    if (matches(fields, new Date(at))) return new Date(at);
  }
  throw new Error(`cron "${expression}" never fires`);
}
