import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createUser, PRIVACY_CONSENT } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { accountLimits } from "./limits.ts";

const TOO_MANY = { success: false, message: "Too many attempts. Please wait a few minutes and try again." };
const from = (ip: string) => ({ "CF-Connecting-IP": ip });

describe("rate limits on the account endpoints (logins: login-throttle.test.ts)", () => {
  it("limits registrations per client", async () => {
    for (let i = 0; i < accountLimits.registerPerClient.limit; i++) {
      const res = await api("/api/auth/register", {
        method: "POST",
        json: { name: "N", email: `n${i}@example.com`, password: "turmeric-tea-2024", ...PRIVACY_CONSENT },
        headers: from("10.2.0.1"),
      });
      expect(res.status).toBe(201);
    }
    const res = await api("/api/auth/register", {
      method: "POST",
      json: { name: "N", email: "late@example.com", password: "turmeric-tea-2024", ...PRIVACY_CONSENT },
      headers: from("10.2.0.1"),
    });
    expect(res.status).toBe(429);
    expect(res.json).toEqual(TOO_MANY);
  });

  it("limits forgot-password requests per account, so nobody can flood an inbox", async () => {
    const user = await createUser();
    for (let i = 0; i < accountLimits.forgotPerAccount.limit; i++) {
      expect(
        (
          await api("/api/user/forgotpassword", {
            method: "POST",
            json: { email: user.email },
            headers: from(`10.3.0.${i}`),
          })
        ).status,
      ).toBe(200);
    }
    const res = await api("/api/user/forgotpassword", {
      method: "POST",
      json: { email: user.email },
      headers: from("10.3.1.1"),
    });
    expect(res.status).toBe(429);
    const { results } = await env.DB.prepare("SELECT id FROM email_outbox").all();
    expect(results).toHaveLength(accountLimits.forgotPerAccount.limit);
  });

  it("limits reset attempts per client", async () => {
    for (let i = 0; i < accountLimits.resetPerClient.limit; i++) {
      const res = await api("/api/user/resetpassword", {
        method: "POST",
        json: { token: `guess-${i}`, password: "turmeric-tea-2024" },
        headers: from("10.4.0.1"),
      });
      expect(res.status).toBe(400);
    }
    const res = await api("/api/user/resetpassword", {
      method: "POST",
      json: { token: "guess-x", password: "turmeric-tea-2024" },
      headers: from("10.4.0.1"),
    });
    expect(res.status).toBe(429);
  });
});
