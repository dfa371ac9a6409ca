/**
 * The contact-form inbox: what customers wrote, newest first, with each message's ticket and the
 * date the grievance promise says it must be resolved by; found by ticket or e-mail; marked handled.
 */
import { and, count, desc, eq, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { resolveByDate } from "../../../domain/contact-tickets.ts";
import { GRIEVANCE_RESOLVE_MONTHS } from "../../../src/config/seller.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages, users } from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import { orNotFound } from "../../lib/errors.ts";
import { readPage } from "../../lib/pagination.ts";
import { contains } from "../../lib/search.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function statusFilter(status: "open" | "handled" | "all"): SQL | undefined {
  if (status === "open") return isNull(contactMessages.handledAt);
  if (status === "handled") return isNotNull(contactMessages.handledAt);
  return undefined;
}

function searchFilter(q: string): SQL | undefined {
  if (!q) return undefined;
  return or(eq(contactMessages.ticket, q.toUpperCase()), contains(contactMessages.email, q));
}

export async function listMessages(
  db: Db,
  query: { status: "open" | "handled" | "all"; q: string; page: number },
) {
  const where = and(statusFilter(query.status), searchFilter(query.q));
  const { rows, pagination } = await readPage(
    query.page,
    db
      .select({ message: contactMessages, handledByName: users.name })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .$dynamic(),
    db.select({ n: count() }).from(contactMessages).where(where),
  );
  const data = rows.map(({ message: m, handledByName }) => ({
    id: m.id,
    ticket: m.ticket,
    email: m.email,
    countryCode: m.countryCode,
    phoneNumber: m.phoneNumber,
    address: m.address,
    message: m.message,
    receivedAt: iso(m.createdAt)!,
    /** India date (`YYYY-MM-DD`) by which a complaint must be resolved (decision 018). */
    resolveBy: resolveByDate(m.createdAt, GRIEVANCE_RESOLVE_MONTHS),
    handledAt: iso(m.handledAt),
    handledBy: handledByName,
  }));
  return { data, pagination };
}

export async function setMessageHandled(db: Db, admin: SessionUser, id: string, handled: boolean) {
  const before = orNotFound(
    await db.select().from(contactMessages).where(eq(contactMessages.id, id)).get(),
    adminMessages.messageNotFound,
  );
  const now = Date.now();
  await db.batch([
    db
      .update(contactMessages)
      .set(handled ? { handledAt: now, handledBy: admin.id } : { handledAt: null, handledBy: null })
      .where(eq(contactMessages.id, id)),
    auditEntry(db, {
      adminId: admin.id,
      action: handled ? "contact_message.handled" : "contact_message.reopened",
      entity: "contact_message",
      entityId: id,
      before: { handled: before.handledAt !== null },
      after: { handled },
    }),
  ]);
  return { id, handled, handledAt: handled ? iso(now) : null, handledBy: handled ? admin.name : null };
}
