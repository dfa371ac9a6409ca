/** The cron deletes e-mailed links past their expiry, used or not, and keeps the live ones. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { queueLoginLinkFor, resetLinkTokenFor } from "../test/account-links.ts";
import { createUser, outboxFor, tokenFor } from "../test/builders.ts";
import { runCron } from "../test/cron.ts";
import { api } from "../test/http.ts";

const TABLES = ["password_reset_tokens", "login_links", "email_change_links"] as const;

const linksOf = async (userId: string) =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => [
        table,
        await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first("n"),
      ]),
    ),
  );

async function accountWithEveryLink() {
  const user = await createUser();
  await resetLinkTokenFor(user.email);
  await queueLoginLinkFor(user.id);
  const asked = await api("/api/user/profile", {
    method: "PUT",
    token: await tokenFor(user),
    json: { email: `new.${user.id}@example.com`, currentPassword: user.password },
  });
  expect(asked.status, asked.text).toBe(200);
  expect(await linksOf(user.id)).toEqual({ password_reset_tokens: 1, login_links: 1, email_change_links: 1 });
  return user;
}

describe("expired e-mailed links", () => {
  it("are deleted by the cron, used or not; live ones stay", async () => {
    const expired = await accountWithEveryLink();
    const live = await accountWithEveryLink();
    const now = Date.now();
    for (const table of TABLES)
      await env.DB.prepare(`UPDATE ${table} SET expires_at = ? WHERE user_id = ?`)
        .bind(now - 1, expired.id)
        .run();

    await runCron(now);
    expect(await linksOf(expired.id)).toEqual({
      password_reset_tokens: 0,
      login_links: 0,
      email_change_links: 0,
    });
    expect(await linksOf(live.id)).toEqual({
      password_reset_tokens: 1,
      login_links: 1,
      email_change_links: 1,
    });
    // The e-mail that carried an expired link to a new address goes with it: it names that address.
    expect(await outboxFor(`new.${expired.id}@example.com`)).toEqual([]);
    expect(await outboxFor(`new.${live.id}@example.com`)).toHaveLength(1);
  });
});
