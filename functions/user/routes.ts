/**
 * `/api/user`: password reset by e-mail (open) and the signed-in user's profile (spec §7 plus the
 * endpoints the account screens need). E-mails queued by a request are sent after it commits.
 */
import { Hono } from "hono";
import { accountMessages } from "../../domain/account-messages.ts";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  profileUpdateSchema,
  resetPasswordSchema,
} from "../../domain/schemas.ts";
import { accountLimits } from "../auth/limits.ts";
import { clientAddress, enforceRateLimit } from "../lib/rate-limit.ts";
import { issueSession } from "../auth/refresh-cookie.ts";
import { startSession } from "../auth/sessions.ts";
import { toUserDto } from "../auth/user-dto.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { requireUser, type AuthedEnv } from "../lib/auth.ts";
import { runAfterResponse } from "../lib/background.ts";
import { jwtSecret, siteUrl } from "../lib/config.ts";
import { deliverEmails } from "../lib/email-delivery.ts";
import { validJson } from "../lib/validate.ts";
import { requestPasswordReset, resetPassword, resetTokenOwner } from "./password-reset.ts";
import { changePassword, getOwnUser, updateProfile } from "./profile.ts";
import { rewardPointsOf } from "./rewards.ts";

const passwordResetRoutes = new Hono<AppEnv>()
  .post("/forgotpassword", async (c) => {
    const { email } = await validJson(c, forgotPasswordSchema);
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
    return c.json({ success: true, message: accountMessages.forgotSent });
  })
  .post("/resetpassword", async (c) => {
    const { token, password } = await validJson(c, resetPasswordSchema);
    const db = getDb(c.env.DB);
    const owner = await resetTokenOwner(db, token);
    await enforceRateLimit(
      c.env.DB,
      [accountLimits.resetPerClient, clientAddress(c.req.raw)],
      ...(owner
        ? [[accountLimits.resetPerAccount, owner] as [typeof accountLimits.resetPerAccount, string]]
        : []),
    );
    const queued = await resetPassword(db, siteUrl(c.env, c.req.raw), token, password);
    runAfterResponse(c, () => deliverEmails(db, c.env, queued));
    return c.json({ success: true, message: accountMessages.resetSuccess });
  });

const profileRoutes = new Hono<AuthedEnv>()
  .get("/profile", requireUser, async (c) => {
    const user = await getOwnUser(getDb(c.env.DB), c.var.user.id);
    return c.json({ success: true, data: toUserDto(user) });
  })
  .put("/profile", requireUser, async (c) => {
    const input = await validJson(c, profileUpdateSchema);
    // A new e-mail is proven with the current password: guesses count like password changes.
    if (input.currentPassword)
      await enforceRateLimit(c.env.DB, [accountLimits.passwordChangePerAccount, c.var.user.id]);
    const user = await updateProfile(getDb(c.env.DB), c.var.user.id, input);
    return c.json({ success: true, message: accountMessages.profileUpdated, data: toUserDto(user) });
  })
  .get("/rewards", requireUser, async (c) => {
    return c.json({ success: true, data: await rewardPointsOf(getDb(c.env.DB), c.var.user.id) });
  })
  .put("/password", requireUser, async (c) => {
    const { currentPassword, newPassword, remember = false } = await validJson(c, changePasswordSchema);
    await enforceRateLimit(c.env.DB, [accountLimits.passwordChangePerAccount, c.var.user.id]);
    const db = getDb(c.env.DB);
    const user = await changePassword(db, c.var.user.id, currentPassword, newPassword);
    // Every other device is signed out; this one gets a fresh session (kept as it was remembered).
    const session = await startSession(db, jwtSecret(c.env), user, remember);
    return c.json({
      success: true,
      message: accountMessages.passwordChanged,
      ...issueSession(c, session),
      data: toUserDto(user),
    });
  });

export const userRoutes = new Hono<AppEnv>().route("/", passwordResetRoutes).route("/", profileRoutes);
