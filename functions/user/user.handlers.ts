import type { RouteHandler } from "@hono/zod-openapi";
import { accountMessages } from "../../domain/account-messages.ts";
import { accountLimits } from "../auth/limits.ts";
import { clearRefreshCookie, issueSession } from "../auth/refresh-cookie.ts";
import { startSession } from "../auth/sessions.ts";
import { toUserDto } from "../auth/user-dto.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import type { AuthedEnv } from "../lib/auth.ts";
import { runAfterResponse } from "../lib/background.ts";
import { jwtSecret, siteUrl } from "../lib/config.ts";
import { deliverEmails } from "../lib/email-delivery.ts";
import { clientAddress, enforceRateLimit } from "../lib/rate-limit.ts";
import { requestPasswordReset, resetPassword as resetWithToken, resetTokenOwner } from "./password-reset.ts";
import { changePassword as setNewPassword, getOwnUser, updateProfile as saveProfile } from "./profile.ts";
import { rewardPointsOf } from "./rewards.ts";
import { confirmEmailChange } from "./email-change.ts";
import { deleteOwnAccount } from "./account-deletion.ts";
import { personalDataOf } from "./data-export.ts";
import type * as routes from "./user.routes.ts";

// E-mails queued by a request are sent after it answers (the cron retries any that fail).

export const forgotPassword: RouteHandler<typeof routes.forgotPassword, AppEnv> = async (c) => {
  const { email } = c.req.valid("json");
  await enforceRateLimit(
    c.env.DB,
    [accountLimits.forgotPerClient, clientAddress(c.req.raw)],
    [accountLimits.forgotPerAccount, email],
  );
  const db = getDb(c.env.DB);
  const queued = await requestPasswordReset(
    db,
    { url: siteUrl(c.env, c.req.raw), secret: jwtSecret(c.env) },
    email,
  );
  runAfterResponse(c, () => deliverEmails(db, c.env, queued));
  // The same answer whether or not the account exists.
  return c.json({ success: true, message: accountMessages.forgotSent } as const, 200);
};

export const resetPassword: RouteHandler<typeof routes.resetPassword, AppEnv> = async (c) => {
  const { token, password } = c.req.valid("json");
  const db = getDb(c.env.DB);
  const owner = await resetTokenOwner(db, token);
  await enforceRateLimit(
    c.env.DB,
    [accountLimits.resetPerClient, clientAddress(c.req.raw)],
    ...(owner
      ? [[accountLimits.resetPerAccount, owner] as [typeof accountLimits.resetPerAccount, string]]
      : []),
  );
  const queued = await resetWithToken(db, siteUrl(c.env, c.req.raw), token, password);
  runAfterResponse(c, () => deliverEmails(db, c.env, queued));
  return c.json({ success: true, message: accountMessages.resetSuccess } as const, 200);
};

export const getProfile: RouteHandler<typeof routes.getProfile, AuthedEnv> = async (c) => {
  const user = await getOwnUser(getDb(c.env.DB), c.var.user.id);
  return c.json({ success: true, data: toUserDto(user) } as const, 200);
};

export const updateProfile: RouteHandler<typeof routes.updateProfile, AuthedEnv> = async (c) => {
  const input = c.req.valid("json");
  // A new e-mail is proven with the current password: guesses count like password changes, and so
  // each link e-mailed to a new address costs a try.
  if (input.currentPassword)
    await enforceRateLimit(c.env.DB, [accountLimits.passwordChangePerAccount, c.var.user.id]);
  const db = getDb(c.env.DB);
  const site = { url: siteUrl(c.env, c.req.raw), secret: jwtSecret(c.env) };
  const { user, emailIds, pendingEmail } = await saveProfile(db, site, c.var.user.id, input);
  runAfterResponse(c, () => deliverEmails(db, c.env, emailIds));
  const message = pendingEmail
    ? accountMessages.emailChangeSent(pendingEmail)
    : accountMessages.profileUpdated;
  return c.json({ success: true, message, data: toUserDto(user), pendingEmail } as const, 200);
};

export const confirmEmail: RouteHandler<typeof routes.confirmEmail, AppEnv> = async (c) => {
  const { token } = c.req.valid("json");
  await enforceRateLimit(c.env.DB, [accountLimits.emailConfirmPerClient, clientAddress(c.req.raw)]);
  const db = getDb(c.env.DB);
  const { email, emailIds } = await confirmEmailChange(db, siteUrl(c.env, c.req.raw), token);
  runAfterResponse(c, () => deliverEmails(db, c.env, emailIds));
  return c.json({ success: true, message: accountMessages.emailChangeConfirmed(email) } as const, 200);
};

export const rewards: RouteHandler<typeof routes.rewards, AuthedEnv> = async (c) => {
  const data = await rewardPointsOf(getDb(c.env.DB), c.var.user.id);
  return c.json({ success: true, data } as const, 200);
};

export const changePassword: RouteHandler<typeof routes.changePassword, AuthedEnv> = async (c) => {
  const { currentPassword, newPassword, remember = false } = c.req.valid("json");
  await enforceRateLimit(c.env.DB, [accountLimits.passwordChangePerAccount, c.var.user.id]);
  const db = getDb(c.env.DB);
  const { user, emailIds } = await setNewPassword(
    db,
    c.var.user.id,
    { current: currentPassword, next: newPassword },
    siteUrl(c.env, c.req.raw),
  );
  runAfterResponse(c, () => deliverEmails(db, c.env, emailIds));
  // Every other device is signed out; this one gets a fresh session (kept as it was remembered).
  const session = await startSession(db, jwtSecret(c.env), user, remember);
  return c.json(
    {
      success: true,
      message: accountMessages.passwordChanged,
      ...issueSession(c, session),
      data: toUserDto(user),
    } as const,
    200,
  );
};

export const exportData: RouteHandler<typeof routes.exportData, AuthedEnv> = async (c) => {
  const data = await personalDataOf(getDb(c.env.DB), c.var.user.id);
  const day = data.exportedAt.slice(0, 10);
  c.header("Content-Disposition", `attachment; filename="my-data-${day}.json"`);
  // Personal data: never kept by a shared cache.
  c.header("Cache-Control", "private, no-store");
  return c.json({ success: true, data } as const, 200);
};

export const deleteAccount: RouteHandler<typeof routes.deleteAccount, AuthedEnv> = async (c) => {
  const { password } = c.req.valid("json");
  // Guesses of the password count like password changes.
  await enforceRateLimit(c.env.DB, [accountLimits.passwordChangePerAccount, c.var.user.id]);
  await deleteOwnAccount(getDb(c.env.DB), c.var.user.id, password);
  clearRefreshCookie(c);
  return c.json({ success: true, message: accountMessages.accountDeleted } as const, 200);
};
