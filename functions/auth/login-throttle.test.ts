import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { asSent, createUser, outboxFor } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { hitRateLimit } from "../lib/rate-limit.ts";
import { accountLimits } from "./limits.ts";

const TOO_MANY = { success: false, message: "Too many attempts. Please wait a few minutes and try again." };
const WRONG = { success: false, message: "Invalid email or password" };
const LINK_SENT = {
  success: false,
  message:
    "This account has had many failed log-in attempts, so a password alone is not enough for now. If your password was right, we have e-mailed you a link to finish logging in.",
};

type Door = "/api/auth/login" | "/api/auth/admin/login";
const login = (email: string, password: string, ip: string, door: Door = "/api/auth/login") =>
  api(door, { method: "POST", json: { email, password }, headers: { "CF-Connecting-IP": ip } });
const redeemLink = (token: string, ip = "10.200.0.1") =>
  api("/api/auth/login-link", { method: "POST", json: { token }, headers: { "CF-Connecting-IP": ip } });

const {
  loginPerAccountAndClient,
  loginPerAccountAndClientDaily,
  loginPerClient,
  adminLoginPerClient,
  loginFailuresPerAccount,
  loginLinkEmailsPerAccount,
  loginLinkPerClient,
} = accountLimits;

/** Wrong passwords at `email` from as many addresses as it takes, each staying under its own limit. */
async function failFromManyAddresses(email: string, failures: number, door: Door = "/api/auth/login") {
  for (let i = 0; i < failures; i++) {
    const res = await login(
      email,
      "wrong-password",
      `10.50.${Math.floor(i / loginPerAccountAndClient.limit)}.1`,
      door,
    );
    expect(res.json).toEqual(WRONG);
  }
}

/**
 * Counts `failures` failed logins at `email` the way the login does, without paying for a password
 * hash each: for tests whose subject is what happens once an account is under attack.
 */
async function accountUnderAttack(email: string, failures: number = loginFailuresPerAccount.limit) {
  for (let i = 0; i < failures; i++) await hitRateLimit(env.DB, loginFailuresPerAccount, email);
}

/**
 * The link in the newest of the log-in e-mails to `email`, as the owner receives it, once the
 * `count`th has arrived (they are queued after the answer, see login.ts).
 */
async function loginLinkIn(email: string, count = 1) {
  const mails = await vi.waitFor(async () => {
    const found = await outboxFor(email);
    expect(found).toHaveLength(count);
    return found;
  });
  const mail = mails.at(-1)!;
  expect(mail.subject).toBe("Your Asthiveda log-in link");
  return new URL(/https?:\/\/\S+/.exec(await asSent(mail))![0]);
}

// Password hashes make logins slow by design (~13 ms of CPU each, more on a busy machine).
describe("logins: a stranger's failures never lock the owner out", { timeout: 60_000 }, () => {
  it("lets the owner in at once from another address after many wrong passwords from one address", async () => {
    const user = await createUser();
    for (let i = 0; i < 12; i++) {
      const res = await login(user.email, "wrong-password", "10.0.0.1");
      expect(res.status).toBe(i < loginPerAccountAndClient.limit ? 401 : 429);
    }
    const owner = await login(user.email, user.password, "10.0.0.2");
    expect(owner.status).toBe(200);
    expect(owner.json.token).toBeTruthy();
  });

  it("lets an admin in likewise, at the staff login", async () => {
    const admin = await createUser({ role: "Admin" });
    for (let i = 0; i < 12; i++)
      await login(admin.email, "wrong-password", "10.0.1.1", "/api/auth/admin/login");
    for (let i = 0; i < 12; i++) await login(admin.email, "wrong-password", "10.0.1.1");
    const res = await login(admin.email, admin.password, "10.0.1.2", "/api/auth/admin/login");
    expect(res.status).toBe(200);
    expect(res.json.data.isAdmin).toBe(true);
  });

  it("stops one address guessing at one account after a few failures, with Retry-After, on either door", async () => {
    const user = await createUser();
    for (let i = 0; i < loginPerAccountAndClient.limit; i++)
      expect((await login(user.email, "wrong-password", "10.0.2.1")).status).toBe(401);
    const blocked = await login(user.email, user.password, "10.0.2.1");
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual(TOO_MANY);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(blocked.headers.get("Set-Cookie")).toBeNull();
    // The staff door shares the count: it is the same password being guessed.
    expect((await login(user.email, user.password, "10.0.2.1", "/api/auth/admin/login")).status).toBe(429);
    // The same address may still log in to another account.
    const other = await createUser();
    expect((await login(other.email, other.password, "10.0.2.1")).status).toBe(200);
  });

  it("stops one address guessing across many accounts", async () => {
    for (let i = 0; i < loginPerClient.limit; i++)
      await login(`guess${i}@example.com`, "wrong-password", "10.9.9.9");
    expect((await login("another@example.com", "x", "10.9.9.9")).status).toBe(429);
    expect((await login("another@example.com", "x", "10.9.9.10")).status).toBe(401);
    for (let i = 0; i < adminLoginPerClient.limit; i++)
      await login(`staff${i}@example.com`, "wrong-password", "10.9.9.11", "/api/auth/admin/login");
    expect((await login("staff@example.com", "x", "10.9.9.11", "/api/auth/admin/login")).status).toBe(429);
  });

  it("counts only failed logins: an owner who keeps signing in successfully is never slowed down", async () => {
    const user = await createUser();
    for (let i = 0; i < loginPerAccountAndClient.limit + 3; i++)
      expect((await login(user.email, user.password, "10.7.0.1")).status).toBe(200);
    const admin = await createUser({ role: "Admin" });
    for (let i = 0; i < adminLoginPerClient.limit + 3; i++)
      expect((await login(admin.email, admin.password, "10.7.0.1", "/api/auth/admin/login")).status).toBe(
        200,
      );
  });

  it("does not count an address's refused attempts against the account: one address alone cannot raise what the owner must prove", async () => {
    // Its daily allowance at one account is below the account's limit…
    expect(loginPerAccountAndClientDaily.limit).toBeLessThan(loginFailuresPerAccount.limit);
    expect(loginPerAccountAndClientDaily.windowSeconds).toBeGreaterThanOrEqual(
      loginFailuresPerAccount.windowSeconds,
    );
    // …and hammering on after its 429 adds nothing to the account's count.
    const user = await createUser();
    for (let i = 0; i < 40; i++) await login(user.email, "wrong-password", "10.8.0.1");
    // Five of those were counted; one failure short of the account's limit in all…
    await accountUnderAttack(user.email, loginFailuresPerAccount.limit - loginPerAccountAndClient.limit - 1);
    expect((await login(user.email, user.password, "10.8.0.2")).status).toBe(200);
  });
});

describe("logins: many addresses against one account", { timeout: 60_000 }, () => {
  it("past the account's limit, the right password gets an e-mailed link instead of a session, and answers exactly like a wrong one", async () => {
    const user = await createUser({ name: "Asha" });
    await failFromManyAddresses(user.email, loginFailuresPerAccount.limit);

    const wrong = await login(user.email, "another-guess", "10.60.0.1");
    const right = await login(user.email, user.password, "10.60.0.2");
    const unknown = await login("nobody@example.com", "another-guess", "10.60.0.3");
    for (const res of [wrong, right]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual(LINK_SENT);
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
    // An e-mail nobody has failed at is answered as usual: the mode is the account's, not the shop's.
    expect(unknown.json).toEqual(WRONG);

    // Only the right password sent something: one link, to the owner, with no usable token at rest.
    const link = await loginLinkIn(user.email);
    const [mail] = await outboxFor(user.email);
    expect(mail!.body_text).toContain("If this was not you, someone knows your password");
    expect(mail!.body_text).not.toMatch(/token=[A-Za-z0-9_-]{43}/);

    expect(link.origin + link.pathname).toBe("http://localhost:8787/login-link");
    expect(link.searchParams.get("next")).toBeNull();
    const token = link.searchParams.get("token")!;
    const res = await redeemLink(token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      remember: false,
      data: { email: user.email, isAdmin: false },
    });
    expect((await api("/api/user/profile", { token: res.json.token })).status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/shop_refresh=[A-Za-z0-9_-]{43};.*HttpOnly/);
    expect(res.json).not.toHaveProperty("refreshToken");

    // Once only.
    const again = await redeemLink(token);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      success: false,
      message: "This log-in link is invalid, used or expired. Please log in again.",
    });
  });

  it("past the account's limit, a right password counts at its address like a wrong one: the next 429 does not tell them apart", async () => {
    const user = await createUser();
    await accountUnderAttack(user.email);
    const guessesThenCheck = async (ip: string, candidate: string) => {
      for (let i = 1; i < loginPerAccountAndClient.limit; i++)
        expect((await login(user.email, "wrong-guess", ip)).json).toEqual(LINK_SENT);
      expect((await login(user.email, candidate, ip)).json).toEqual(LINK_SENT);
      return login(user.email, "another-guess", ip);
    };
    const afterWrong = await guessesThenCheck("10.62.0.1", "not-the-password");
    const afterRight = await guessesThenCheck("10.62.0.2", user.password);
    await loginLinkIn(user.email);
    for (const res of [afterWrong, afterRight]) {
      expect(res.status).toBe(429);
      expect(res.json).toEqual(TOO_MANY);
    }
  });

  it("keeps the remember-me choice made with the password", async () => {
    const user = await createUser();
    await accountUnderAttack(user.email);
    await api("/api/auth/login", {
      method: "POST",
      json: { email: user.email, password: user.password, remember: true },
      headers: { "CF-Connecting-IP": "10.61.0.1" },
    });
    const res = await redeemLink((await loginLinkIn(user.email)).searchParams.get("token")!);
    expect(res.json.remember).toBe(true);
    expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=(2591999|2592000)(;|$)/);
  });

  it("sends a link to the owner of a staff account at the staff door only if it is an admin, leading to the dashboard", async () => {
    const admin = await createUser({ role: "Admin" });
    const customer = await createUser();
    await accountUnderAttack(admin.email);
    await accountUnderAttack(customer.email);
    expect((await login(admin.email, admin.password, "10.62.0.1", "/api/auth/admin/login")).json).toEqual(
      LINK_SENT,
    );
    expect(
      (await login(customer.email, customer.password, "10.62.0.2", "/api/auth/admin/login")).json,
    ).toEqual(LINK_SENT);
    expect(await outboxFor(customer.email)).toHaveLength(0);
    const link = await loginLinkIn(admin.email);
    expect(link.searchParams.get("next")).toBe("/admin/dashboard");
    const res = await redeemLink(link.searchParams.get("token")!);
    expect(res.json.data.isAdmin).toBe(true);
  });

  it("sends no link to an account that is not active, and at most a few an hour", async () => {
    const suspended = await createUser({ status: "Suspended" });
    await accountUnderAttack(suspended.email);
    expect((await login(suspended.email, suspended.password, "10.63.0.1")).json).toEqual(LINK_SENT);
    expect(await outboxFor(suspended.email)).toHaveLength(0);

    const user = await createUser();
    await accountUnderAttack(user.email);
    // Each right password's e-mail is decided after its answer: wait for that before the next.
    const allowanceUsed = async () =>
      (
        await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?")
          .bind(`${loginLinkEmailsPerAccount.name}:${user.id}`)
          .first<{ count: number }>()
      )?.count ?? 0;
    for (let i = 0; i < loginLinkEmailsPerAccount.limit + 2; i++) {
      expect((await login(user.email, user.password, `10.64.0.${i}`)).json).toEqual(LINK_SENT);
      await vi.waitFor(async () => expect(await allowanceUsed()).toBe(i + 1));
    }
    await loginLinkIn(user.email, loginLinkEmailsPerAccount.limit);
  });

  it("ends every other link of the account when one is used", async () => {
    const user = await createUser();
    await accountUnderAttack(user.email);
    await login(user.email, user.password, "10.65.0.1");
    const first = (await loginLinkIn(user.email)).searchParams.get("token")!;
    await login(user.email, user.password, "10.65.0.2");
    const second = (await loginLinkIn(user.email, 2)).searchParams.get("token")!;
    expect(second).not.toBe(first);
    expect((await redeemLink(second)).status).toBe(200);
    expect((await redeemLink(first)).status).toBe(400);
  });
});

describe("POST /api/auth/login-link", { timeout: 30_000 }, () => {
  it("refuses an expired link, a made-up one and a missing one, changing nothing", async () => {
    const user = await createUser();
    await accountUnderAttack(user.email);
    await login(user.email, user.password, "10.66.0.1");
    const token = (await loginLinkIn(user.email)).searchParams.get("token")!;
    await env.DB.prepare("UPDATE login_links SET expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    expect((await redeemLink(token)).status).toBe(400);
    expect((await redeemLink("made-up")).json).toEqual({
      success: false,
      message: "This log-in link is invalid, used or expired. Please log in again.",
    });
    expect((await api("/api/auth/login-link", { method: "POST", json: {} })).status).toBe(400);
    const { results } = await env.DB.prepare("SELECT id FROM refresh_tokens").all();
    expect(results).toHaveLength(0);
  });

  it("limits how many links one address may try", async () => {
    for (let i = 0; i < loginLinkPerClient.limit; i++)
      expect((await redeemLink(`guess-${i}`, "10.67.0.1")).status).toBe(400);
    expect((await redeemLink("guess-x", "10.67.0.1")).status).toBe(429);
  });
});
