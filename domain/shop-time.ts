/**
 * The shop's clock is India Standard Time (UTC+05:30 all year, no daylight saving). Admins type
 * dates and times as the shop sees them, whatever time zone their own computer is set to.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The same clock for `Intl`: every date and time the shop shows is India time, whoever reads it. */
export const SHOP_TIME_ZONE = "Asia/Kolkata";

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant (Unix ms) of `YYYY-MM-DDTHH:mm[:ss[.sss]]`, read in India time, or of a full ISO
 * 8601 time with `Z` or an offset (API clients); null when it is not a real date and time.
 */
export function parseShopDateTime(text: string): number | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as number[];
  const millis = Number((match[7] ?? "").padEnd(3, "0"));
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, millis);
  const check = new Date(wall);
  // Date.UTC rolls 30 February over into March: only dates that exist come back unchanged.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    hour! > 23 ||
    minute! > 59 ||
    second! > 59
  ) {
    return null;
  }
  return wall - zoneOffsetMs(match[8]);
}

function zoneOffsetMs(zone: string | undefined): number {
  if (zone === undefined) return IST_OFFSET_MS;
  if (zone === "Z") return 0;
  const sign = zone.startsWith("-") ? -1 : 1;
  const [hours, minutes] = zone.slice(1).split(":").map(Number) as [number, number];
  return sign * (hours * 60 + minutes) * 60 * 1000;
}

/** The date (`YYYY-MM-DD`) in India at the instant `ms`. */
export function shopDate(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DDTHH:mm` in India time: the value of a `datetime-local` field showing `ms`. */
export function toShopDateTimeInput(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}
