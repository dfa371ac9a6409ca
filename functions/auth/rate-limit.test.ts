import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createUser } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { accountLimits } from "./limits.ts";

const TOO_MANY = { success: false, message: "Too many attempts. Please wait a few minutes and try again." };
const from = (ip: string) => ({ "CF-Connecting-IP": ip });

describe("rate limits on the account endpoints", () => {
  it("limits login attempts per account, whatever the client address", async () => {
    const user = await createUser();
    const limit = accountLimits.loginPerAccount.limit;
    for (let i = 0; i < limit; i++) {
      const res = await api("/api/auth/login", { method: "POST", json: { email: user.email, password: "wrong-password" }, headers: from(`10.0.0.${i}`) });
      expect(res.status).toBe(401);
    }
    const blocked = await api("/api/auth/login", { method: "POST", json: { email: user.email, password: user.password }, headers: from("10.0.1.1") });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual(TOO_MANY);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(blocked.json.token).toBeUndefined();
  });

  it("counts only failed logins: an owner who keeps signing in successfully is never locked out", async () => {
    const user = await createUser();
    for (let i = 0; i < accountLimits.loginPerAccount.limit + 3; i++) {
      const res = await api("/api/auth/login", { method: "POST", json: { email: user.email, password: user.password }, headers: from("10.7.0.1") });
      expect(res.status).toBe(200);
    }
    const admin = await createUser({ role: "Admin" });
    for (let i = 0; i < accountLimits.adminLoginPerAccount.limit + 3; i++) {
      expect((await api("/api/auth/admin/login", { method: "POST", json: { email: admin.email, password: admin.password } })).status).toBe(200);
    }
  });

  it("limits login attempts per client across many accounts", async () => {
    const limit = accountLimits.loginPerClient.limit;
    for (let i = 0; i < limit; i++) {
      await api("/api/auth/login", { method: "POST", json: { email: `guess${i}@example.com`, password: "wrong-password" }, headers: from("10.9.9.9") });
    }
    const blocked = await api("/api/auth/login", { method: "POST", json: { email: "another@example.com", password: "x" }, headers: from("10.9.9.9") });
    expect(blocked.status).toBe(429);
    const otherClient = await api("/api/auth/login", { method: "POST", json: { email: "another@example.com", password: "x" }, headers: from("10.9.9.10") });
    expect(otherClient.status).toBe(401);
  });

  it("limits admin logins per account", async () => {
    const admin = await createUser({ role: "Admin" });
    for (let i = 0; i < accountLimits.adminLoginPerAccount.limit; i++) {
      await api("/api/auth/admin/login", { method: "POST", json: { email: admin.email, password: "wrong-password" }, headers: from(`10.1.0.${i}`) });
    }
    const res = await api("/api/auth/admin/login", { method: "POST", json: { email: admin.email, password: admin.password }, headers: from("10.1.1.1") });
    expect(res.status).toBe(429);
  });

  it("limits registrations per client", async () => {
    for (let i = 0; i < accountLimits.registerPerClient.limit; i++) {
      const res = await api("/api/auth/register", { method: "POST", json: { name: "N", email: `n${i}@example.com`, password: "turmeric-tea-2024" }, headers: from("10.2.0.1") });
      expect(res.status).toBe(201);
    }
    const res = await api("/api/auth/register", { method: "POST", json: { name: "N", email: "late@example.com", password: "turmeric-tea-2024" }, headers: from("10.2.0.1") });
    expect(res.status).toBe(429);
    expect(res.json).toEqual(TOO_MANY);
  });

  it("limits forgot-password requests per account, so nobody can flood an inbox", async () => {
    const user = await createUser();
    for (let i = 0; i < accountLimits.forgotPerAccount.limit; i++) {
      expect((await api("/api/user/forgotpassword", { method: "POST", json: { email: user.email }, headers: from(`10.3.0.${i}`) })).status).toBe(200);
    }
    const res = await api("/api/user/forgotpassword", { method: "POST", json: { email: user.email }, headers: from("10.3.1.1") });
    expect(res.status).toBe(429);
    const { results } = await env.DB.prepare("SELECT id FROM email_outbox").all();
    expect(results).toHaveLength(accountLimits.forgotPerAccount.limit);
  });

  it("limits reset attempts per client", async () => {
    for (let i = 0; i < accountLimits.resetPerClient.limit; i++) {
      const res = await api("/api/user/resetpassword", { method: "POST", json: { token: `guess-${i}`, password: "turmeric-tea-2024" }, headers: from("10.4.0.1") });
      expect(res.status).toBe(400);
    }
    const res = await api("/api/user/resetpassword", { method: "POST", json: { token: "guess-x", password: "turmeric-tea-2024" }, headers: from("10.4.0.1") });
    expect(res.status).toBe(429);
  });
});
