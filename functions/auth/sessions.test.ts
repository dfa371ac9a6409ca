import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { SignJWT } from "jose";
import { JWT_AUDIENCE, JWT_ISSUER, verifyAccessToken } from "../lib/jwt.ts";
import { createUser, loginAs } from "../test/builders.ts";
import { api, ASK_FOR_REFRESH_TOKEN, FROM_BROWSER } from "../test/http.ts";
import {
  BROWSER_SESSION_LIFETIME_MS,
  REMEMBERED_SESSION_TTL_MS,
  rotateSession,
  startSession,
} from "./sessions.ts";

const secret = new TextEncoder().encode(env.JWT_SECRET);
const refreshWithBody = (refreshToken: string) =>
  api("/api/auth/refresh", { method: "POST", json: { refreshToken } });
const refreshWithCookie = (refreshToken: string) =>
  api("/api/auth/refresh", { method: "POST", headers: { Cookie: `shop_refresh=${refreshToken}` } });

describe("POST /api/auth/refresh", () => {
  it("trades a refresh token (body) for a new pair and kills the old one", async () => {
    const user = await createUser();
    const first = await loginAs(user);
    const res = await refreshWithBody(first.refreshToken);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: { _id: user.id } });
    expect(await verifyAccessToken(res.json.token, secret)).toMatchObject({ sub: user.id, role: "User" });
    expect(res.json.refreshToken).not.toBe(first.refreshToken);
    expect(res.headers.get("Set-Cookie")).toContain(`shop_refresh=${res.json.refreshToken}`);
    // The new one works once more; the old one is dead.
    expect((await refreshWithBody(res.json.refreshToken)).status).toBe(200);
  });

  it("answers a browser's cookie refresh with the new refresh token in the cookie only", async () => {
    const user = await createUser();
    const { refreshToken } = await loginAs(user);
    const res = await api("/api/auth/refresh", {
      method: "POST",
      headers: { ...FROM_BROWSER, ...ASK_FOR_REFRESH_TOKEN, Cookie: `shop_refresh=${refreshToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.json.token).toBeTruthy();
    expect(res.json).not.toHaveProperty("refreshToken");
    const next = /shop_refresh=([A-Za-z0-9_-]{43});/.exec(res.headers.get("Set-Cookie") ?? "")?.[1];
    expect(next).toBeDefined();
    expect(next).not.toBe(refreshToken);
    // Not even a script holding a stolen token gets the next one in the body from a browser.
    const scripted = await api("/api/auth/refresh", {
      method: "POST",
      headers: FROM_BROWSER,
      json: { refreshToken: next },
    });
    expect(scripted.status).toBe(200);
    expect(scripted.json).not.toHaveProperty("refreshToken");
  });

  it("reads the refresh token from the cookie, and keeps a remembered session remembered", async () => {
    const user = await createUser();
    const remembered = await loginAs(user, { remember: true });
    const res = await refreshWithCookie(remembered.refreshToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=\d{7}/);
    const browserOnly = await loginAs(user);
    const res2 = await refreshWithCookie(browserOnly.refreshToken);
    expect(res2.status).toBe(200);
    expect(res2.headers.get("Set-Cookie")).not.toMatch(/Max-Age/);
  });

  it("treats a reused refresh token as theft: refuses it and revokes the whole family", async () => {
    const user = await createUser();
    const { refreshToken: stolen } = await loginAs(user);
    const legit = await refreshWithBody(stolen);
    expect(legit.status).toBe(200);
    const replay = await refreshWithBody(stolen);
    expect(replay.status).toBe(401);
    expect(replay.json).toEqual({ success: false, message: "Session expired. Please log in again." });
    // The legitimate successor is dead too: the family is gone.
    expect((await refreshWithBody(legit.json.refreshToken)).status).toBe(401);
  });

  it("leaves other sessions (families) alone when one is revoked for reuse", async () => {
    const user = await createUser();
    const phone = await loginAs(user);
    const laptop = await loginAs(user);
    await refreshWithBody(phone.refreshToken);
    await refreshWithBody(phone.refreshToken);
    expect((await refreshWithBody(laptop.refreshToken)).status).toBe(200);
  });

  it("refuses unknown, missing and expired refresh tokens, and clears the cookie", async () => {
    const user = await createUser();
    const nothing = await api("/api/auth/refresh", { method: "POST" });
    expect(nothing.status).toBe(401);
    expect(nothing.headers.get("Set-Cookie")).toMatch(/shop_refresh=;.*Max-Age=0/);
    expect((await refreshWithBody("made-up-token")).status).toBe(401);
    const { refreshToken } = await loginAs(user);
    await env.DB.prepare("UPDATE refresh_tokens SET expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    expect((await refreshWithBody(refreshToken)).status).toBe(401);
  });

  it("refuses to refresh for a user who has since been suspended", async () => {
    const user = await createUser();
    const { refreshToken } = await loginAs(user);
    await env.DB.prepare("UPDATE users SET status = 'Suspended' WHERE id = ?").bind(user.id).run();
    expect((await refreshWithBody(refreshToken)).status).toBe(401);
  });

  it("puts the current role in the new access token (a demoted admin refreshes as a user)", async () => {
    const admin = await createUser({ role: "Admin" });
    const { refreshToken } = await loginAs(admin);
    await env.DB.prepare("UPDATE users SET role = 'User' WHERE id = ?").bind(admin.id).run();
    const res = await refreshWithBody(refreshToken);
    expect(await verifyAccessToken(res.json.token, secret)).toMatchObject({ role: "User" });
    expect(res.json.data.isAdmin).toBe(false);
  });
});

describe("session lifetimes", () => {
  const HOUR = 60 * 60 * 1000;
  /** Moves every stored session `ms` into the past, as if that much time had gone by. */
  const timePasses = (ms: number) =>
    env.DB.prepare(
      "UPDATE refresh_tokens SET created_at = created_at - ?1, expires_at = expires_at - ?1, used_at = used_at - ?1",
    )
      .bind(ms)
      .run();
  const claimsOf = (token: string) =>
    JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as {
      iat: number;
      exp: number;
    };

  it("ends a session without remember me 12 hours after login, however often it refreshes", async () => {
    expect(BROWSER_SESSION_LIFETIME_MS).toBe(12 * HOUR);
    const user = await createUser();
    let { refreshToken } = await loginAs(user);
    // Refreshed every two hours, as an open tab would be, for almost 12 hours…
    for (let hour = 2; hour < 12; hour += 2) {
      await timePasses(2 * HOUR);
      const res = await refreshWithBody(refreshToken);
      expect(res.status).toBe(200);
      refreshToken = res.json.refreshToken;
    }
    // …at 11 h 55 min it still refreshes, but the access token it gets ends with the session…
    await timePasses(HOUR + 55 * 60 * 1000);
    const late = await refreshWithBody(refreshToken);
    expect(late.status).toBe(200);
    const { iat, exp } = claimsOf(late.json.token);
    expect(exp - iat).toBeLessThanOrEqual(5 * 60);
    // …and past 12 hours since the login nothing renews it.
    await timePasses(6 * 60 * 1000);
    const over = await refreshWithBody(late.json.refreshToken);
    expect(over.status).toBe(401);
    expect(over.json).toEqual({ success: false, message: "Session expired. Please log in again." });
  });

  it("counts the 12 hours from the login in the service itself (time passed in, nothing mocked)", async () => {
    const db = getDb(env.DB);
    const secret = new TextEncoder().encode(env.JWT_SECRET);
    const { id } = await createUser();
    const user = (await db.select().from(users).where(eq(users.id, id)).get())!;
    const loginAt = Date.UTC(2026, 10, 20, 9, 0);
    const first = await startSession(db, secret, user, false, loginAt);
    expect(first.refreshExpiresAt).toBe(loginAt + BROWSER_SESSION_LIFETIME_MS);
    const second = await rotateSession(db, secret, first.refreshToken, loginAt + 11 * HOUR);
    expect(second?.refreshExpiresAt).toBe(loginAt + BROWSER_SESSION_LIFETIME_MS);
    expect(
      await rotateSession(db, secret, second!.refreshToken, loginAt + BROWSER_SESSION_LIFETIME_MS),
    ).toBeNull();
  });

  it("keeps a remembered session going past 12 hours, for 30 days after its latest refresh", async () => {
    const user = await createUser();
    const { refreshToken } = await loginAs(user, { remember: true });
    await timePasses(13 * HOUR);
    const res = await refreshWithBody(refreshToken);
    expect(res.status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT created_at, expires_at FROM refresh_tokens WHERE used_at IS NULL",
    ).first<{ created_at: number; expires_at: number }>();
    expect(row!.expires_at - row!.created_at).toBe(REMEMBERED_SESSION_TTL_MS);
    await timePasses(REMEMBERED_SESSION_TTL_MS - HOUR);
    expect((await refreshWithBody(res.json.refreshToken)).status).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the session's family on the server and clears the cookie (bearer + cookie)", async () => {
    const user = await createUser();
    const session = await loginAs(user);
    const res = await api("/api/auth/logout", {
      method: "POST",
      token: session.token,
      headers: { Cookie: `shop_refresh=${session.refreshToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true });
    expect(res.headers.get("Set-Cookie")).toMatch(/shop_refresh=;.*Max-Age=0/);
    expect((await refreshWithBody(session.refreshToken)).status).toBe(401);
  });

  it("ends the session from the bearer token alone (the spec's call: empty body, bearer token)", async () => {
    const user = await createUser();
    const session = await loginAs(user);
    const rotated = await refreshWithBody(session.refreshToken);
    expect((await api("/api/auth/logout", { method: "POST", token: rotated.json.token })).status).toBe(200);
    expect((await refreshWithBody(rotated.json.refreshToken)).status).toBe(401);
  });

  it("ends the session from a bearer token that has expired (a client back after a while)", async () => {
    const user = await createUser();
    const session = await loginAs(user);
    const sid = (await verifyAccessToken(session.token, secret))!.sid!;
    // The same session's token as it stood a day ago: expired 15 minutes after that.
    const expired = await new SignJWT({ role: user.role, sid })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.id)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 24 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 24 * 3600 + 15 * 60)
      .sign(secret);
    expect(await verifyAccessToken(expired, secret)).toBeNull();
    expect((await api("/api/auth/logout", { method: "POST", token: expired })).status).toBe(200);
    expect((await refreshWithBody(session.refreshToken)).status).toBe(401);
  });

  it("ends only this session: another device stays signed in", async () => {
    const user = await createUser();
    const here = await loginAs(user);
    const there = await loginAs(user);
    await api("/api/auth/logout", { method: "POST", token: here.token });
    expect((await refreshWithBody(there.refreshToken)).status).toBe(200);
  });

  it("succeeds without any session (nothing to revoke) so a client can always clear up", async () => {
    const res = await api("/api/auth/logout", { method: "POST", token: "garbage" });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
  });
});
