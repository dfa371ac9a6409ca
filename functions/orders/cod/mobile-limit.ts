/**
 * The cap on different delivery mobiles one account may ask cash on delivery for in a day
 * (decision 055). The cart's check and a COD order both answer whether COD is allowed for the
 * mobile, and the COD blocklist holds mobiles: uncapped, an account could learn of any number
 * whether the shop has blocked it. A mobile asked for already today is always answered again.
 */
import { hitRateLimit, RateLimitedError, refundHit } from "../../lib/rate-limit.ts";
import { orderLimits } from "../limits.ts";

/** Counts `mobile` among the account's for today; a 429 when it is one more than the day allows. */
export async function countCodMobile(d1: D1Database, userId: string, mobile: string): Promise<void> {
  const asked = await hitRateLimit(d1, orderLimits.codMobileAsked, `${userId}:${mobile}`);
  if (asked.count > 1) return;
  const mobiles = await hitRateLimit(d1, orderLimits.codMobilesPerAccount, userId);
  if (mobiles.allowed) return;
  // Refused: this mobile stays unasked, so the next ask is refused too rather than let through.
  await Promise.all([refundHit(d1, asked), refundHit(d1, mobiles)]);
  throw new RateLimitedError(mobiles.retryAfterSeconds, orderLimits.codMobilesPerAccount.message);
}
