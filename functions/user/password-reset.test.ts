import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { asSent, createUser, loginAs, outboxFor } from "../test/builders.ts";
import { api } from "../test/http.ts";

const SENT = { success: true, message: "Password reset instructions have been sent to your email." };
const INVALID = {
  success: false,
  message: "This password reset link is invalid or has expired. Please request a new one.",
};
const forgot = (email: string) => api("/api/user/forgotpassword", { method: "POST", json: { email } });
const reset = (token: string, password: string) =>
  api("/api/user/resetpassword", { method: "POST", json: { token, password } });

/** The link in the newest e-mail to `email`, as the customer receives it. */
async function resetLinkFor(email: string) {
  const mails = await outboxFor(email);
  const text = await asSent(mails.at(-1)!);
  return new URL(/https?:\/\/\S+/.exec(text)![0]);
}

describe("POST /api/user/forgotpassword", () => {
  it("e-mails a reset link through the outbox for a real account", async () => {
    const user = await createUser({ email: "asha@example.com", name: "Asha" });
    const res = await forgot(" ASHA@example.com ");
    expect(res.status).toBe(200);
    expect(res.json).toEqual(SENT);
    const mails = await outboxFor("asha@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "Reset your Asthiveda password", status: "pending" });
    const link = await resetLinkFor(user.email);
    expect(link.origin + link.pathname).toBe("http://localhost:8787/reset-password");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mails[0]!.body_text).toContain("expires in 60 minutes");
  });

  it("answers an unknown e-mail exactly the same and sends nothing (no account enumeration)", async () => {
    await createUser({ email: "real@example.com" });
    const known = await forgot("real@example.com");
    const unknown = await forgot("nobody@example.com");
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    const { results } = await env.DB.prepare("SELECT to_address FROM email_outbox").all<{
      to_address: string;
    }>();
    expect(results.map((r) => r.to_address)).toEqual(["real@example.com"]);
  });

  it("stores only a hash of the reset token, valid for at most an hour", async () => {
    const user = await createUser();
    const before = Date.now();
    await forgot(user.email);
    const token = (await resetLinkFor(user.email)).searchParams.get("token")!;
    const row = await env.DB.prepare("SELECT token_hash, expires_at FROM password_reset_tokens").first<{
      token_hash: string;
      expires_at: number;
    }>();
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(token);
    expect(row!.expires_at - before).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it("validates the e-mail", async () => {
    expect((await forgot("")).json).toEqual({ success: false, message: "Email is required" });
    expect((await forgot("nope")).json).toEqual({ success: false, message: "Email is invalid" });
  });
});

describe("POST /api/user/resetpassword", () => {
  it("sets the new password, works once, and signs out every session", async () => {
    const user = await createUser();
    const session = await loginAs(user);
    await forgot(user.email);
    const token = (await resetLinkFor(user.email)).searchParams.get("token")!;

    const res = await reset(token, "new-turmeric-2025");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      message: "Your password has been reset. Please log in with your new password.",
    });

    expect(
      (await api("/api/auth/login", { method: "POST", json: { email: user.email, password: user.password } }))
        .status,
    ).toBe(401);
    expect(
      (
        await api("/api/auth/login", {
          method: "POST",
          json: { email: user.email, password: "new-turmeric-2025" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api("/api/auth/refresh", { method: "POST", json: { refreshToken: session.refreshToken } }))
        .status,
    ).toBe(401);

    const again = await reset(token, "another-turmeric-2026");
    expect(again.status).toBe(400);
    expect(again.json).toEqual(INVALID);
    const notice = (await outboxFor(user.email)).at(-1)!;
    expect(notice.subject).toBe("Your Asthiveda password was changed");
  });

  it("refuses an expired link", async () => {
    const user = await createUser();
    await forgot(user.email);
    const token = (await resetLinkFor(user.email)).searchParams.get("token")!;
    await env.DB.prepare("UPDATE password_reset_tokens SET expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    expect((await reset(token, "new-turmeric-2025")).json).toEqual(INVALID);
  });

  it("makes an older link useless once a newer one is requested", async () => {
    const user = await createUser();
    await forgot(user.email);
    const older = (await resetLinkFor(user.email)).searchParams.get("token")!;
    await forgot(user.email);
    const newer = (await resetLinkFor(user.email)).searchParams.get("token")!;
    expect((await reset(older, "new-turmeric-2025")).status).toBe(400);
    expect((await reset(newer, "new-turmeric-2025")).status).toBe(200);
  });

  it("applies the password rules and keeps the link usable after a refused password", async () => {
    const user = await createUser();
    await forgot(user.email);
    const token = (await resetLinkFor(user.email)).searchParams.get("token")!;
    expect((await reset(token, "short")).json).toEqual({
      success: false,
      message: "Password must be at least 8 characters",
    });
    expect((await reset(token, "password123")).json).toEqual({
      success: false,
      message: "This password is too common. Please choose one that is harder to guess.",
    });
    expect((await reset(token, "new-turmeric-2025")).status).toBe(200);
  });

  it("refuses a made-up token", async () => {
    expect((await reset("made-up", "new-turmeric-2025")).json).toEqual(INVALID);
  });
});
