/** Sign-up records consent to the privacy notice (decision 022), and refuses without it. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "../../domain/privacy-notice.ts";
import { PRIVACY_CONSENT } from "../test/builders.ts";
import { api } from "../test/http.ts";

const details = { name: "Meera Rao", email: "meera@example.com", password: "turmeric-tea-2024" };
const register = (json: object) => api("/api/auth/register", { method: "POST", json });
const usersStored = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>())!.n;

describe("consent to the privacy notice at sign-up", () => {
  it("records the notice version the customer agreed to, and when", async () => {
    const before = Date.now();
    const res = await register({ ...details, ...PRIVACY_CONSENT });
    expect(res.status).toBe(201);
    const consent = await env.DB.prepare(
      "SELECT notice_version, given_at, withdrawn_at FROM privacy_consents WHERE user_id = ?",
    )
      .bind(res.json.data._id)
      .first<{ notice_version: string; given_at: number; withdrawn_at: number | null }>();
    expect(consent).toMatchObject({ notice_version: PRIVACY_NOTICE_VERSION, withdrawn_at: null });
    expect(consent!.given_at).toBeGreaterThanOrEqual(before);
    expect(consent!.given_at).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ["no consent at all", {}],
    ["an unticked box", { privacyConsent: false, privacyNoticeVersion: PRIVACY_NOTICE_VERSION }],
    ["a box without the notice it was shown", { privacyConsent: true }],
  ])("refuses %s with a clear message and creates nothing", async (_, consent) => {
    const res = await register({ ...details, ...consent });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: "Please agree to the privacy notice to create an account",
    });
    expect(await usersStored()).toBe(0);
  });

  it("refuses consent given to an older notice, asking the customer to read the new one", async () => {
    const res = await register({ ...details, privacyConsent: true, privacyNoticeVersion: "2020-01-01" });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "Our privacy notice has changed since this page was opened. Please reload the page, read it and try again.",
    );
    expect(await usersStored()).toBe(0);
  });
});
