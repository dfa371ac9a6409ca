/**
 * The cap on different mobiles one account may ask cash on delivery for in a day (decision 055).
 * The cart's check and a COD order both answer whether COD is allowed, and the COD blocklist holds
 * mobiles, matched against the delivery mobile and the account's own phone: uncapped, an account
 * could learn of any number whether the shop has blocked it, by typing it as either. So both count.
 * A mobile asked for already today is answered again as often as the cart asks.
 */
import { INDIAN_MOBILE_PATTERN } from "../../../domain/fields.ts";
import {
  type CountedAttempt,
  enforceDistinctLimit,
  enforceRateLimitCountingOnlyAllowed,
} from "../../lib/rate-limit.ts";
import { orderLimits } from "../limits.ts";

/**
 * Counts the delivery mobile and the account's phone among today's; a 429 past the day's cap.
 * Answers the phone as counted (its last 10 digits, or "" when it is no Indian mobile): the
 * blocklist check must use this one, not read the profile again.
 */
export async function countCodMobiles(
  d1: D1Database,
  userId: string,
  deliveryMobile: string,
): Promise<string> {
  // The phone is kept as typed (+91…, 0…): the blocklist compares its last 10 digits.
  const account = await d1
    .prepare("SELECT substr(phone, -10) AS phone FROM users WHERE id = ?")
    .bind(userId)
    .first<{ phone: string }>();
  const accountPhone = INDIAN_MOBILE_PATTERN.test(account?.phone ?? "") ? account!.phone : "";
  const mobiles = [deliveryMobile, accountPhone].filter(Boolean);
  await enforceDistinctLimit(d1, orderLimits.codMobilesPerAccount, userId, mobiles);
  return accountPhone;
}

/**
 * Counts a COD order, whose code is texted to `deliveryMobile` and e-mailed, against the day's caps
 * per account and per mobile (decision 057); a 429 past either, which counts against neither (an
 * account over its cap must not spend a victim's mobile's codes). Refunded when the order is not placed.
 */
export function countCodOrder(
  d1: D1Database,
  userId: string,
  deliveryMobile: string,
): Promise<CountedAttempt> {
  return enforceRateLimitCountingOnlyAllowed(
    d1,
    [orderLimits.codOrdersPerAccount, userId],
    [orderLimits.codOrdersPerMobile, deliveryMobile],
  );
}
