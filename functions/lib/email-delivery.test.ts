import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client.ts";
import { createUser } from "../test/builders.ts";
import { deliverEmails, deliverPendingEmails, MAX_EMAIL_ATTEMPTS } from "./email-delivery.ts";
import { newId } from "./ids.ts";
import { queueEmail } from "./outbox.ts";

// A local fake of the e-mail provider's HTTP API: records what it receives, answers with `status`.
function fakeProvider(status = 200) {
  const received: { url: string; headers: Headers; body: any }[] = [];
  const fetchImpl = async (input: Request | string | URL, init?: RequestInit) => {
    received.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)),
    });
    return new Response(status === 200 ? '{"id":"msg_1"}' : '{"error":"bad key"}', { status });
  };
  return { received, fetchImpl };
}

const configured = {
  ...env,
  EMAIL_API_URL: "https://mail.example.test/emails",
  EMAIL_API_KEY: "key_123",
  EMAIL_FROM: "Asthiveda <care@asthiveda.in>",
};

async function queued() {
  const db = getDb(env.DB);
  const id = newId();
  await db.batch([
    queueEmail(db, { to: "asha@example.com", subject: "Hello", text: "Open https://shop.test/x" }, id),
  ]);
  return { db, id };
}

const statusOf = (id: string) =>
  env.DB.prepare("SELECT status, attempts, last_error FROM email_outbox WHERE id = ?").bind(id).first<any>();

describe("e-mail delivery from the outbox", () => {
  it("sends a queued e-mail through the configured provider once and marks it sent", async () => {
    const { db, id } = await queued();
    const provider = fakeProvider();
    await deliverEmails(db, configured, [id], provider.fetchImpl);
    await deliverEmails(db, configured, [id], provider.fetchImpl);
    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]!.url).toBe("https://mail.example.test/emails");
    expect(provider.received[0]!.headers.get("Authorization")).toBe("Bearer key_123");
    expect(provider.received[0]!.body).toEqual({
      from: "Asthiveda <care@asthiveda.in>",
      to: ["asha@example.com"],
      subject: "Hello",
      text: "Open https://shop.test/x",
    });
    expect(await statusOf(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("keeps a refused e-mail pending with the error, and gives up after the last attempt", async () => {
    const { db, id } = await queued();
    const provider = fakeProvider(401);
    const original = console.error;
    console.error = () => {};
    try {
      await deliverEmails(db, configured, [id], provider.fetchImpl);
      expect(await statusOf(id)).toMatchObject({
        status: "pending",
        attempts: 1,
        last_error: expect.stringContaining("401"),
      });
      for (let i = 1; i < MAX_EMAIL_ATTEMPTS; i++)
        await deliverEmails(db, configured, [id], provider.fetchImpl);
      expect(await statusOf(id)).toMatchObject({ status: "failed", attempts: MAX_EMAIL_ATTEMPTS });
    } finally {
      console.error = original;
    }
  });

  it("without a provider leaves the e-mail pending and prints recipient, subject and link", async () => {
    const { db, id } = await queued();
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => lines.push(args.join(" "));
    try {
      await deliverEmails(db, env, [id]);
    } finally {
      console.log = original;
    }
    expect(await statusOf(id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(lines.join("\n")).toContain(
      '[email] to asha@example.com | subject "Hello" | link https://shop.test/x',
    );
  });

  it("is queued in the same batch as the change: a failing batch queues nothing", async () => {
    const db = getDb(env.DB);
    const user = await createUser();
    const { users } = await import("../db/schema.ts");
    await expect(
      db.batch([
        queueEmail(db, { to: user.email, subject: "S", text: "T" }),
        db.insert(users).values({ ...user, passwordHash: "x" }),
      ]),
    ).rejects.toThrow();
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox").first<{ n: number }>())!.n).toBe(
      0,
    );
  });

  it("one cron run never sends an e-mail another run has claimed and is still sending", async () => {
    const { db, id } = await queued();
    // Pending for ten minutes (the provider was down): every cron run finds it.
    await env.DB.prepare("UPDATE email_outbox SET created_at = ? WHERE id = ?")
      .bind(Date.now() - 10 * 60_000, id)
      .run();
    let accept!: () => void;
    const accepted = new Promise<void>((resolve) => {
      accept = resolve;
    });
    let sendingStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      sendingStarted = resolve;
    });
    const slow = fakeProvider();
    const slowFetch = async (input: Request | string | URL, init?: RequestInit) => {
      sendingStarted();
      await accepted;
      return slow.fetchImpl(input, init);
    };
    // One run claims it and waits on a slow provider; the next run starts meanwhile.
    const first = deliverPendingEmails(db, configured, slowFetch);
    await started;
    const next = fakeProvider();
    await deliverPendingEmails(db, configured, next.fetchImpl);
    accept();
    await first;
    expect(next.received).toHaveLength(0);
    expect(slow.received).toHaveLength(1);
    expect(await statusOf(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("gives up on an e-mail whose every attempt died before saying how it went", async () => {
    const { db, id } = await queued();
    await env.DB.prepare("UPDATE email_outbox SET attempts = ? WHERE id = ?")
      .bind(MAX_EMAIL_ATTEMPTS, id)
      .run();
    const provider = fakeProvider();
    await deliverEmails(db, configured, [id], provider.fetchImpl);
    expect(provider.received).toHaveLength(0);
    expect(await statusOf(id)).toMatchObject({ status: "failed", attempts: MAX_EMAIL_ATTEMPTS });
  });

  it("the cron retries what is still pending after a minute, and only with a provider", async () => {
    const { db, id } = await queued();
    const provider = fakeProvider();
    await deliverPendingEmails(db, configured, provider.fetchImpl);
    expect(provider.received).toHaveLength(0);
    await deliverPendingEmails(db, env, provider.fetchImpl, Date.now() + 120_000);
    expect(provider.received).toHaveLength(0);
    await deliverPendingEmails(db, configured, provider.fetchImpl, Date.now() + 120_000);
    expect(provider.received).toHaveLength(1);
    expect(await statusOf(id)).toMatchObject({ status: "sent" });
  });
});
