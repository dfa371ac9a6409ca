/**
 * The e-mail outbox as admins see it: what the shop sent or tried to send, and sending a failed
 * one again (it goes back to `pending` with a fresh round of attempts; the route delivers it at
 * once and the cron retries it like any new e-mail).
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { adminMessages } from "../../../domain/admin-messages.ts";
import type { OutboxEmailDto } from "../../../domain/api/admin-emails.ts";
import type { Db } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import { conflict, orNotFound } from "../../lib/errors.ts";
import { readPage } from "../../lib/pagination.ts";
import { hideTokens } from "../../lib/secret-tokens.ts";
import type { OutboxEmailRow } from "../../db/rows.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toEmailDto(row: OutboxEmailRow): OutboxEmailDto {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    // A reset link in an e-mail is a key to its account: admins see that it was sent, not the key.
    text: hideTokens(row.text),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: iso(row.sentAt),
    createdAt: iso(row.createdAt)!,
  };
}

export async function listEmails(db: Db, query: { status: "all" | OutboxEmailRow["status"]; page: number }) {
  const where: SQL | undefined = query.status === "all" ? undefined : eq(emailOutbox.status, query.status);
  const { rows, pagination } = await readPage(
    query.page,
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .$dynamic(),
    db.select({ n: count() }).from(emailOutbox).where(where),
  );
  return { data: rows.map(toEmailDto), pagination };
}

export async function resendEmail(db: Db, admin: SessionUser, id: string) {
  const before = orNotFound(
    await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get(),
    adminMessages.emailNotFound,
  );
  if (before.status !== "failed") throw conflict(adminMessages.emailNotFailed);
  const [[row]] = await db.batch([
    db
      .update(emailOutbox)
      // A fresh round of attempts; the delivery (now, and the cron after) takes it from here.
      .set({ status: "pending", lastError: null, attempts: 0 })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
      .returning(),
    auditEntry(db, {
      adminId: admin.id,
      action: "email.resend",
      entity: "email",
      entityId: id,
      before: { status: before.status, lastError: before.lastError },
      after: { status: "pending" },
    }),
  ]);
  if (!row) throw conflict(adminMessages.emailNotFailed);
  return toEmailDto(row);
}
