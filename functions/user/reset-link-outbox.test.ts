import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client.ts";
import { deliverEmails, deliverPendingEmails } from "../lib/email-delivery.ts";
import { signedInAdmin } from "../test/admin.ts";
import { createUser, outboxFor } from "../test/builders.ts";
import { api } from "../test/http.ts";

// The e-mail provider at its HTTP boundary: a local fake that keeps what it is given.
function fakeProvider() {
  const received: { text: string; html?: string }[] = [];
  const fetchImpl = async (_input: Request | string | URL, init?: RequestInit) => {
    received.push(JSON.parse(String(init?.body)));
    return new Response('{"id":"msg_1"}', { status: 200 });
  };
  return { received, fetchImpl };
}

const withProvider = {
  ...env,
  EMAIL_API_URL: "https://mail.example.test/emails",
  EMAIL_API_KEY: "key_123",
  EMAIL_FROM: "Asthiveda <care@asthiveda.in>",
};
const A_TOKEN = /token=([A-Za-z0-9_-]{43})/;
const forgot = (email: string) => api("/api/user/forgotpassword", { method: "POST", json: { email } });
const reset = (token: string) =>
  api("/api/user/resetpassword", { method: "POST", json: { token, password: "new-turmeric-2025" } });
const outboxRowsAsText = async () =>
  JSON.stringify((await env.DB.prepare("SELECT * FROM email_outbox").all()).results);

describe("reset links and the e-mail outbox", () => {
  it("keeps no usable reset link in the outbox, before or after the e-mail is sent, nor on the admin screen", async () => {
    const user = await createUser();
    await forgot(user.email);
    const [mail] = await outboxFor(user.email);
    expect(mail!.body_text).toContain("/reset-password?token=");
    expect(await outboxRowsAsText()).not.toMatch(A_TOKEN);

    const provider = fakeProvider();
    await deliverEmails(getDb(env.DB), withProvider, [mail!.id], provider.fetchImpl);
    expect(provider.received).toHaveLength(1);
    const token = A_TOKEN.exec(provider.received[0]!.text)?.[1];
    expect(token).toBeDefined();
    expect(provider.received[0]!.html).toContain(`/reset-password?token=${token}"`);
    expect((await outboxFor(user.email))[0]!.status).toBe("sent");
    expect(await outboxRowsAsText()).not.toContain(token);

    const { token: adminToken } = await signedInAdmin();
    const screen = await api("/api/admin/emails", { token: adminToken });
    expect(screen.json.data[0].text).toContain("/reset-password?token=[hidden]");
    expect(screen.text).not.toContain(token);

    // The customer's link works.
    expect((await reset(token!)).status).toBe(200);
  });

  it("still sends a pending reset e-mail with a working link when the cron retries it", async () => {
    const user = await createUser();
    await forgot(user.email);
    const provider = fakeProvider();
    await deliverPendingEmails(getDb(env.DB), withProvider, provider.fetchImpl, Date.now() + 120_000);
    expect(provider.received).toHaveLength(1);
    const token = A_TOKEN.exec(provider.received[0]!.text)![1]!;
    expect((await reset(token)).status).toBe(200);
  });

  it("prints the whole link on a local developer's console, and hides it in a deployed shop's logs", async () => {
    const user = await createUser();
    await forgot(user.email);
    const [mail] = await outboxFor(user.email);
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => lines.push(args.join(" "));
    try {
      await deliverEmails(getDb(env.DB), env, [mail!.id]);
      await deliverEmails(getDb(env.DB), { ...env, PUBLIC_SITE_URL: "https://asthiveda.in" }, [mail!.id]);
    } finally {
      console.log = original;
    }
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\[email\] to .* \| link http:\/\/localhost:8787\/reset-password\?token=[A-Za-z0-9_-]{43}$/,
    );
    expect(lines[1]).toMatch(/\| link http:\/\/localhost:8787\/reset-password\?token=\[hidden\]$/);
    const token = A_TOKEN.exec(lines[0]!)![1]!;
    expect((await reset(token)).status).toBe(200);
  });
});
