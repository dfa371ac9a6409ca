import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { databaseBefore } from "../test/database.ts";

/** A database as it was before the auth_hardening migration, with what a live shop had in it. */
const databaseBeforeAuthHardening = () => databaseBefore(env.DB, env.TEST_MIGRATIONS, "auth_hardening");

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE";
const legacyText = (token: string) =>
  `Hello Asha,\n\nOpen this link:\n\nhttp://localhost:8787/reset-password?token=${token}\n\nThe link works once.`;
const legacyHtml = (token: string) =>
  `<p><a href="http://localhost:8787/reset-password?token=${token}">Choose a new password</a></p><p>Bye</p>`;

describe("migration auth_hardening: no readable reset link left in the outbox", () => {
  it("hides the tokens of e-mails already queued, and withdraws the ones not sent yet", async () => {
    await databaseBeforeAuthHardening();
    const insert = env.DB.prepare(
      "INSERT INTO email_outbox (id, to_address, subject, body_text, body_html, status) VALUES (?, 'asha@example.com', 'Reset your Asthiveda password', ?, ?, ?)",
    );
    await env.DB.batch([
      insert.bind("sent1", legacyText(TOKEN), legacyHtml(TOKEN), "sent"),
      insert.bind(
        "pending1",
        legacyText(TOKEN.replace("A", "B")),
        legacyHtml(TOKEN.replace("A", "B")),
        "pending",
      ),
      env.DB.prepare(
        "INSERT INTO email_outbox (id, to_address, subject, body_text, status) VALUES ('order1', 'asha@example.com', 'Your order has shipped', 'It is on its way: http://localhost:8787/trackOrder?id=abc', 'pending')",
      ),
    ]);

    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    // Idempotent: running its data statements again changes nothing.
    const { results: once } = await env.DB.prepare("SELECT * FROM email_outbox ORDER BY id").all<
      Record<string, unknown>
    >();
    const dataMigration = env.TEST_MIGRATIONS.find((m) => m.name.includes("auth_hardening"))!.queries.filter(
      (query) => query.includes("email_outbox"),
    );
    expect(dataMigration).toHaveLength(3);
    for (const query of dataMigration) await env.DB.prepare(query).run();
    const { results } = await env.DB.prepare("SELECT * FROM email_outbox ORDER BY id").all<
      Record<string, any>
    >();
    expect(results).toEqual(once);

    const byId = Object.fromEntries(results.map((row) => [row.id, row]));
    expect(JSON.stringify(results)).not.toContain(TOKEN);
    expect(JSON.stringify(results)).not.toContain(TOKEN.replace("A", "B"));
    expect(byId.sent1).toMatchObject({
      status: "sent",
      body_text: legacyText("[hidden]"),
      body_html: legacyHtml("[hidden]"),
    });
    expect(byId.pending1).toMatchObject({
      status: "failed",
      body_text: legacyText("[hidden]"),
      last_error: expect.stringContaining("ask for a new one"),
    });
    expect(byId.order1).toMatchObject({
      status: "pending",
      body_text: "It is on its way: http://localhost:8787/trackOrder?id=abc",
    });
  });
});
