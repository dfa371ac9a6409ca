import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { JWT_AUDIENCE, JWT_ISSUER, verifyAccessToken } from "../lib/jwt.ts";
import { createUser, loginAs, PRIVACY_CONSENT, tokenFor } from "../test/builders.ts";
import { api, ASK_FOR_REFRESH_TOKEN, FROM_BROWSER } from "../test/http.ts";

const secret = new TextEncoder().encode(env.JWT_SECRET);
const register = (json: object) =>
  api("/api/auth/register", { method: "POST", json: { ...PRIVACY_CONSENT, ...json } });
const login = (json: unknown, path = "/api/auth/login") => api(path, { method: "POST", json });

describe("POST /api/auth/register", () => {
  it("creates an Active user with a normalised e-mail and never returns the password", async () => {
    const res = await register({
      name: " Meera Rao ",
      email: "  Meera.Rao@Example.COM ",
      password: "turmeric-tea-2024",
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      message: "Account created successfully!",
      data: {
        name: "Meera Rao",
        email: "meera.rao@example.com",
        status: "Active",
        role: "User",
        isAdmin: false,
      },
    });
    expect(res.text).not.toMatch(/password/i);
    const row = await env.DB.prepare(
      "SELECT password_hash FROM users WHERE email = 'meera.rao@example.com'",
    ).first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect((await login({ email: "MEERA.RAO@example.com", password: "turmeric-tea-2024" })).status).toBe(200);
  });

  it("answers a duplicate e-mail (in any case) with a 409 and a clear message", async () => {
    await createUser({ email: "taken@example.com" });
    const res = await register({ name: "Other", email: "Taken@Example.com ", password: "turmeric-tea-2024" });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      success: false,
      message: "An account with this email already exists. Please log in instead.",
    });
  });

  it.each([
    [{ email: "a@example.com", password: "turmeric-tea-2024" }, "Name is required"],
    [{ name: "A", email: "", password: "turmeric-tea-2024" }, "Email is required"],
    [{ name: "A", email: "not-an-email", password: "turmeric-tea-2024" }, "Email is invalid"],
    [{ name: "A", email: "a@example.com", password: "" }, "Password is required"],
    [{ name: "A", email: "a@example.com", password: "short7!" }, "Password must be at least 8 characters"],
    [
      { name: "A", email: "a@example.com", password: "x".repeat(129) },
      "Password must be at most 128 characters",
    ],
    [
      { name: "A", email: "a@example.com", password: "Password123" },
      "This password is too common. Please choose one that is harder to guess.",
    ],
  ])("refuses %j with '%s'", async (json, message) => {
    const res = await register(json);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message });
  });

  it("accepts a password of exactly 8 and of exactly 128 characters", async () => {
    expect((await register({ name: "A", email: "eight@example.com", password: "gh7#kq2z" })).status).toBe(
      201,
    );
    expect(
      (await register({ name: "B", email: "long@example.com", password: `${"k".repeat(127)}9` })).status,
    ).toBe(201);
  });
});

describe("POST /api/auth/login", () => {
  it("returns a short-lived HS256 access token, a refresh token, the user, and an HttpOnly refresh cookie", async () => {
    const user = await createUser({ email: "asha@example.com", phone: "9876543210" });
    const res = await api("/api/auth/login", {
      method: "POST",
      headers: ASK_FOR_REFRESH_TOKEN,
      json: { email: "asha@example.com", password: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      data: { _id: user.id, email: "asha@example.com", isAdmin: false, phone: "9876543210" },
    });
    expect(res.text).not.toContain("password");
    const [header, payload] = (res.json.token as string)
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))));
    expect(header.alg).toBe("HS256");
    expect(payload).toMatchObject({ iss: JWT_ISSUER, aud: JWT_AUDIENCE, sub: user.id, role: "User" });
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect(await verifyAccessToken(res.json.token, secret)).toMatchObject({ sub: user.id });
    expect(res.json.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toContain(`shop_refresh=${res.json.refreshToken}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).not.toMatch(/Max-Age/);
  });

  it("gives a browser the refresh token in the HttpOnly cookie only, even when asked for it in the body", async () => {
    const user = await createUser();
    const answers = [
      await login({ email: user.email, password: user.password }),
      await api("/api/auth/login", {
        method: "POST",
        headers: FROM_BROWSER,
        json: { email: user.email, password: user.password },
      }),
      await api("/api/auth/login", {
        method: "POST",
        headers: { ...FROM_BROWSER, ...ASK_FOR_REFRESH_TOKEN },
        json: { email: user.email, password: user.password },
      }),
      await api("/api/auth/login", {
        method: "POST",
        headers: { "Sec-Fetch-Site": "same-origin", ...ASK_FOR_REFRESH_TOKEN },
        json: { email: user.email, password: user.password },
      }),
      await api("/api/auth/login", {
        method: "POST",
        headers: { Origin: "null", ...ASK_FOR_REFRESH_TOKEN },
        json: { email: user.email, password: user.password },
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.json.token).toBeTruthy();
      expect(res.json).not.toHaveProperty("refreshToken");
      expect(res.text).not.toMatch(/refresh/i);
      expect(res.headers.get("Set-Cookie")).toMatch(/shop_refresh=[A-Za-z0-9_-]{43};.*HttpOnly/);
    }
  });

  it("gives a remembered session a cookie that outlives the browser (30 days)", async () => {
    const user = await createUser();
    const res = await login({ email: user.email, password: user.password, remember: true });
    expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=(2591999|2592000)(;|$)/);
  });

  it("stores only a SHA-256 hash of the refresh token", async () => {
    const user = await createUser();
    const { refreshToken } = await loginAs(user);
    const { results } = await env.DB.prepare("SELECT token_hash FROM refresh_tokens").all<{
      token_hash: string;
    }>();
    expect(results).toHaveLength(1);
    expect(results[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(results[0]!.token_hash).not.toContain(refreshToken);
  });

  it("answers a wrong password and an unknown e-mail identically", async () => {
    const user = await createUser();
    const wrongPassword = await login({ email: user.email, password: "not-the-password" });
    const unknownEmail = await login({ email: "nobody@example.com", password: "not-the-password" });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: false, message: "Invalid email or password" });
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("takes similar time for an unknown e-mail as for a wrong password (the hash is computed either way)", async () => {
    const user = await createUser();
    const time = async (email: string) => {
      const start = performance.now();
      await login({ email, password: "not-the-password" });
      return performance.now() - start;
    };
    // Medians of a few runs each, so one slow moment on a busy machine does not decide the result.
    const median = async (email: string) => {
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) runs.push(await time(email));
      return runs.sort((a, b) => a - b)[2]!;
    };
    await time("warm-up@example.com");
    const unknown = await median("nobody@example.com");
    const known = await median(user.email);
    // Both pay for one PBKDF2 run; without the decoy, the unknown e-mail would answer ~instantly.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it.each(["Inactive", "Suspended"] as const)(
    "refuses an %s account even with the right password",
    async (status) => {
      const user = await createUser({ status });
      const res = await login({ email: user.email, password: user.password });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({
        success: false,
        message: "This account is not active. Please contact customer support.",
      });
      expect(res.json.token).toBeUndefined();
    },
  );

  it("validates the body", async () => {
    expect((await login({ email: "bad", password: "x" })).json).toEqual({
      success: false,
      message: "Email is invalid",
    });
    expect((await login({ email: "a@example.com" })).json).toEqual({
      success: false,
      message: "Password is required",
    });
    expect(
      (
        await api("/api/auth/login", {
          method: "POST",
          body: "{",
          headers: { "Content-Type": "application/json" },
        })
      ).status,
    ).toBe(400);
  });
});

describe("POST /api/auth/admin/login", () => {
  it("signs an admin in with data.isAdmin true", async () => {
    const admin = await createUser({ role: "Admin" });
    const res = await login({ email: admin.email, password: admin.password }, "/api/auth/admin/login");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: { isAdmin: true, role: "Admin" } });
    expect(await verifyAccessToken(res.json.token, secret)).toMatchObject({ role: "Admin" });
  });

  it("refuses a customer with the spec's message and no token or cookie", async () => {
    const user = await createUser();
    const res = await login({ email: user.email, password: user.password }, "/api/auth/admin/login");
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: false, message: "Access denied. You do not have admin privileges." });
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const { results } = await env.DB.prepare("SELECT id FROM refresh_tokens").all();
    expect(results).toHaveLength(0);
  });

  it("answers a wrong admin password like any wrong password", async () => {
    const admin = await createUser({ role: "Admin" });
    const res = await login({ email: admin.email, password: "guess-guess" }, "/api/auth/admin/login");
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Invalid email or password");
  });
});

describe("access tokens from login work with the guards", () => {
  it("lets the login token read the profile, and not a token for a deleted session user", async () => {
    const user = await createUser();
    const { json } = await login({ email: user.email, password: user.password });
    expect((await api("/api/user/profile", { token: json.token })).status).toBe(200);
    expect(
      (await api("/api/user/profile", { token: await tokenFor({ id: "0".repeat(24), role: "User" }) }))
        .status,
    ).toBe(401);
    expect((await api("/api/user/profile")).status).toBe(401);
  });
});
