/**
 * Logging in with a password, at the customer door or the staff one (decision 009): counted per
 * address and per account (login-throttle.ts); while an account asks for more proof, every answer
 * is the same and only the right password (of an active account, an admin's at the staff door)
 * e-mails the owner a one-time log-in link (login-links.ts).
 */
import type { Context } from "hono";
import { messages } from "../../domain/messages.ts";
import { accountMessages } from "../../domain/account-messages.ts";
import type { z } from "zod";
import type { SessionAnswer } from "../../domain/api/auth.ts";
import type { loginSchema } from "../../domain/schemas.ts";
import { getDb, type Db } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { runAfterResponse } from "../lib/background.ts";
import { jwtSecret, siteUrl } from "../lib/config.ts";
import { deliverEmails } from "../lib/email-delivery.ts";
import { forbidden, unauthenticated } from "../lib/errors.ts";
import { clientAddress, hitRateLimit } from "../lib/rate-limit.ts";
import { accountLimits } from "./limits.ts";
import { queueLoginLink } from "./login-links.ts";
import { countLoginAttempt, type LoginDoor } from "./login-throttle.ts";
import { issueSession } from "./refresh-cookie.ts";
import { checkPassword, verifyCredentials } from "./service.ts";
import { startSession, type IssuedSession } from "./sessions.ts";
import { toUserDto } from "./user-dto.ts";
import type { UserRow } from "../db/rows.ts";

/** Where a staff log-in link leads once used. */
const ADMIN_HOME_PATH = "/admin/dashboard";

/**
 * The answer that hands a client a session: sets the refresh cookie and returns the body (see
 * refresh-cookie.ts for where the refresh token goes).
 */
export function sessionAnswer(
  c: Context<AppEnv>,
  session: IssuedSession,
  options: { presentedInBody?: boolean } = {},
): SessionAnswer {
  return { success: true, ...issueSession(c, session, options), data: toUserDto(session.user) };
}

export async function passwordLogin(
  c: Context<AppEnv>,
  door: LoginDoor,
  { email, password, remember = false }: z.output<typeof loginSchema>,
): Promise<SessionAnswer> {
  const attempt = await countLoginAttempt(c.env.DB, door, email, clientAddress(c.req.raw));
  const db = getDb(c.env.DB);
  if (attempt.needsEmailedLink) {
    const user = await checkPassword(db, email, password);
    if (user && user.status === "Active" && (door === "shop" || user.role === "Admin")) {
      // After the response: a right password must not take longer to answer than a wrong one.
      // Its hits are not taken back either: the next attempt's 429 would tell it from a wrong one.
      runAfterResponse(c, async () => {
        await emailLoginLink(c, db, user, { remember, next: door === "admin" ? ADMIN_HOME_PATH : undefined });
      });
    }
    throw unauthenticated(accountMessages.loginLinkSent);
  }
  const user = await verifyCredentials(db, email, password);
  if (door === "admin" && user.role !== "Admin") throw forbidden(messages.adminOnly);
  await attempt.succeeded();
  return sessionAnswer(c, await startSession(db, jwtSecret(c.env), user, remember));
}

/** Queues and sends a log-in link to `user`, within the account's allowance of such e-mails. */
async function emailLoginLink(
  c: Context<AppEnv>,
  db: Db,
  user: UserRow,
  options: { remember: boolean; next?: string },
) {
  const allowance = await hitRateLimit(c.env.DB, accountLimits.loginLinkEmailsPerAccount, user.id);
  if (!allowance.allowed) return;
  const queued = await queueLoginLink(
    db,
    { url: siteUrl(c.env, c.req.raw), secret: jwtSecret(c.env) },
    user,
    options,
  );
  await deliverEmails(db, c.env, queued);
}
