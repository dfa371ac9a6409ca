/** The e-mailed links of an account as its tests reach them: reset links, log-in links, logging in. */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { queueLoginLink } from "../auth/login-links.ts";
import { getDb } from "../db/client.ts";
import { getOwnUser } from "../user/profile.ts";
import { asSent, outboxFor } from "./builders.ts";
import { api, BASE } from "./http.ts";

/** The `token` of the link in an outbox e-mail, as the e-mail is sent. */
export async function linkTokenIn(email: { id: string; body_text: string }): Promise<string | null> {
  const sent = await asSent(email);
  return new URL(/https?:\/\/\S+/.exec(sent)![0]).searchParams.get("token");
}

export const loginStatus = async (email: string, password: string) =>
  (await api("/api/auth/login", { method: "POST", json: { email, password } })).status;

/** Using the reset link's token now fails, and changes nothing. */
export async function expectResetLinkSpent(token: string | null, password: string) {
  const reset = await api("/api/user/resetpassword", { method: "POST", json: { token, password } });
  expect(reset.json).toEqual({
    success: false,
    message: "This password reset link is invalid or has expired. Please request a new one.",
  });
}

/** Asks for a password reset for `email` and returns the token of the link the e-mail carries. */
export async function resetLinkTokenFor(email: string): Promise<string | null> {
  await api("/api/user/forgotpassword", { method: "POST", json: { email } });
  return linkTokenIn((await outboxFor(email)).at(-1)!);
}

/** A log-in link for the account, as a right password past the failure count queues one. */
export async function queueLoginLinkFor(userId: string) {
  const secret = new TextEncoder().encode("a test signing secret of 32 bytes!");
  const db = getDb(env.DB);
  await queueLoginLink(db, { url: BASE, secret }, await getOwnUser(db, userId), { remember: false });
}

export const openLoginLinks = (userId: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM login_links WHERE user_id = ? AND used_at IS NULL")
    .bind(userId)
    .first<{ n: number }>();
