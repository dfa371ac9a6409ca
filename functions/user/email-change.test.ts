/**
 * A new e-mail takes effect only once the link sent to it is opened (docs/decisions/054): until
 * then the account, its log-in, its order e-mails and its password resets keep the old address.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  expectResetLinkSpent,
  linkTokenIn,
  loginStatus,
  openLoginLinks,
  queueLoginLinkFor,
  resetLinkTokenFor,
} from "../test/account-links.ts";
import { createUser, outboxFor, tokenFor } from "../test/builders.ts";
import { api } from "../test/http.ts";

const LINK_INVALID =
  "This link to confirm a new email is invalid, used or expired. Please change your email again from your profile.";

const askFor = (user: { password: string }, token: string, email: string) =>
  api("/api/user/profile", { method: "PUT", token, json: { email, currentPassword: user.password } });

const confirm = (token: unknown) => api("/api/user/email/confirm", { method: "POST", json: { token } });

/** The token of the newest confirmation link e-mailed to `email`. */
async function confirmationTokenSentTo(email: string) {
  const sent = (await outboxFor(email)).at(-1)!;
  expect(sent.subject).toBe("Confirm your new Asthiveda e-mail address");
  return linkTokenIn(sent);
}

const emailOf = async (userId: string) =>
  env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(userId).first<string>("email");

describe("changing the account's e-mail", () => {
  it("asking saves nothing but the other fields, e-mails a link to the new address and tells the account's own", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const res = await api("/api/user/profile", {
      method: "PUT",
      token,
      json: { email: " New.Address@Example.com ", currentPassword: user.password, phone: "9876543210" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message:
        "Profile Updated Successfully! To change your email, open the link we sent to new.address@example.com. Until then we keep using your current address.",
      data: { email: user.email, phone: "9876543210" },
      pendingEmail: "new.address@example.com",
    });
    const [link, ...more] = await outboxFor("new.address@example.com");
    expect(more).toEqual([]);
    expect(link!.body_text).toMatch(/expires in 24 hours/);
    // The address is not proven the owner's: nothing the account typed goes to it.
    expect(link!.body_text).not.toContain(user.name);
    // The outbox holds a placeholder; the token is written in only as the e-mail is sent.
    expect(link!.body_text).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    expect(await confirmationTokenSentTo("new.address@example.com")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The account's address hears of the request, with the new one mostly hidden, and how to stop it.
    const [asked, ...alsoToOld] = await outboxFor(user.email);
    expect(alsoToOld).toEqual([]);
    expect(asked!.subject).toBe("A new e-mail address was asked for your Asthiveda account");
    expect(asked!.body_text).toContain("to ne•••@example.com. Nothing changes until the link");
    expect(asked!.body_text).toContain("choose a new password now: it cancels the change.");
    expect(asked!.body_text).not.toContain("new.address@example.com");
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await loginStatus(user.email, user.password)).toBe(200);
    expect(await loginStatus("new.address@example.com", user.password)).toBe(401);
  });

  it("opening the link makes the new address the account's, once, and tells the old address", async () => {
    const user = await createUser();
    await askFor(user, await tokenFor(user), "moved@example.com");
    const link = await confirmationTokenSentTo("moved@example.com");

    const res = await confirm(link);
    expect(res.json).toEqual({
      success: true,
      message: "Your email is now moved@example.com. Use it to log in.",
    });
    expect(await emailOf(user.id)).toBe("moved@example.com");
    expect(await loginStatus("moved@example.com", user.password)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    const [asked, notice, ...more] = await outboxFor(user.email);
    expect(more).toEqual([]);
    expect(asked!.subject).toBe("A new e-mail address was asked for your Asthiveda account");
    expect(notice!.subject).toBe("Your Asthiveda account's e-mail address was changed");
    expect(notice!.body_text).toContain("changed from this address to m•••@example.com");
    expect(notice!.body_text).not.toContain("moved@example.com");

    expect(await confirm(link)).toMatchObject({
      status: 400,
      json: { success: false, message: LINK_INVALID },
    });
  });

  it("spends the reset and log-in links sent to the old address when the change is confirmed, not before", async () => {
    const user = await createUser();
    const resetToken = await resetLinkTokenFor(user.email);
    await queueLoginLinkFor(user.id);
    await askFor(user, await tokenFor(user), "moved@example.com");
    expect(await openLoginLinks(user.id)).toEqual({ n: 1 });

    expect((await confirm(await confirmationTokenSentTo("moved@example.com"))).status).toBe(200);
    await expectResetLinkSpent(resetToken, "taken-over-2024");
    expect(await openLoginLinks(user.id)).toEqual({ n: 0 });
  });

  it("only the newest link works", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    await askFor(user, token, "typo@exmaple.com");
    const first = await confirmationTokenSentTo("typo@exmaple.com");
    await askFor(user, token, "right@example.com");
    expect(await confirm(first)).toMatchObject({ status: 400, json: { message: LINK_INVALID } });
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await confirm(await confirmationTokenSentTo("right@example.com"))).status).toBe(200);
    expect(await emailOf(user.id)).toBe("right@example.com");
  });

  it("a new password, by reset or change, voids a new e-mail asked for with the old one", async () => {
    const user = await createUser();
    await askFor(user, await tokenFor(user), "intruder@example.com");
    const link = await confirmationTokenSentTo("intruder@example.com");
    const resetToken = await resetLinkTokenFor(user.email);
    const reset = await api("/api/user/resetpassword", {
      method: "POST",
      json: { token: resetToken, password: "owner-is-back-2026" },
    });
    expect(reset.status, reset.text).toBe(200);
    expect(await confirm(link)).toMatchObject({ status: 400, json: { message: LINK_INVALID } });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("an address another account took meanwhile is refused, and nothing changes", async () => {
    const user = await createUser();
    await askFor(user, await tokenFor(user), "popular@example.com");
    await createUser({ email: "popular@example.com" });
    const res = await confirm(await confirmationTokenSentTo("popular@example.com"));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Another account already uses this email address.");
    expect(await emailOf(user.id)).toBe(user.email);
    // Only the request's notice: no change happened to announce.
    expect((await outboxFor(user.email)).map((email) => email.subject)).toEqual([
      "A new e-mail address was asked for your Asthiveda account",
    ]);
  });

  it("refuses an expired, unknown or missing link, and a link of an account no longer active", async () => {
    const user = await createUser();
    await askFor(user, await tokenFor(user), "late@example.com");
    const link = await confirmationTokenSentTo("late@example.com");
    await env.DB.prepare("UPDATE email_change_links SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, user.id)
      .run();
    for (const token of [link, "A".repeat(43), "", undefined])
      expect(await confirm(token)).toMatchObject({ status: 400, json: { success: false } });
    expect((await confirm(link)).json.message).toBe(LINK_INVALID);

    const suspended = await createUser();
    await askFor(suspended, await tokenFor(suspended), "away@example.com");
    await env.DB.prepare("UPDATE users SET status = 'Suspended' WHERE id = ?").bind(suspended.id).run();
    expect(await confirm(await confirmationTokenSentTo("away@example.com"))).toMatchObject({
      status: 400,
      json: { message: LINK_INVALID },
    });
    expect(await emailOf(suspended.id)).toBe(suspended.email);
  });
});
