/**
 * How password logins are counted (docs/decisions/009). The aim: guessing stays slow, and nobody
 * but the owner decides whether the owner can log in.
 *
 * - One client address is refused (429) after a few failures at one account, and after more
 *   across accounts. Those refusals touch that address only: the owner elsewhere is unaffected.
 * - Failures at one account from every address together are counted too, but never refuse
 *   anyone. Past the limit the account asks for more proof: the right password no longer starts
 *   a session but gets a one-time link e-mailed to the owner (login-links.ts), and every answer,
 *   right password or wrong, reads the same and counts the same, so guessing teaches nothing (not
 *   even through when the next 429 comes). The owner logs in from
 *   the e-mail; an attacker spread over many addresses gets no further than before.
 * - An attempt an address was refused for is not counted against the account, and one address's
 *   daily allowance at one account is below the account's, so a single address cannot even raise
 *   the proof the owner needs.
 */
import { enforceRateLimit, hitRateLimit, refundHit } from "../lib/rate-limit.ts";
import { accountLimits } from "./limits.ts";

/** The customer login (`/LoginPage`) or the staff one (`/admin/login`). */
export type LoginDoor = "shop" | "admin";

export type LoginAttempt = {
  /** Too many failures at this account lately: the right password earns an e-mailed link, not a session. */
  needsEmailedLink: boolean;
  /** The password was right: take back this attempt's hits, so only failures count. */
  succeeded: () => Promise<void>;
};

/** Counts a login attempt before the password is checked; throws a 429 when this address must wait. */
export async function countLoginAttempt(
  db: D1Database,
  door: LoginDoor,
  email: string,
  address: string,
): Promise<LoginAttempt> {
  const perClient = door === "admin" ? accountLimits.adminLoginPerClient : accountLimits.loginPerClient;
  const pair = `${email}|${address}`;
  const local = await enforceRateLimit(
    db,
    [perClient, address],
    [accountLimits.loginPerAccountAndClient, pair],
    [accountLimits.loginPerAccountAndClientDaily, pair],
  );
  const accountWide = await hitRateLimit(db, accountLimits.loginFailuresPerAccount, email);
  return {
    needsEmailedLink: !accountWide.allowed,
    succeeded: async () => void (await Promise.all([local.refund(), refundHit(db, accountWide)])),
  };
}
