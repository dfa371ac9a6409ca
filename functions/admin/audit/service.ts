/** Reading the audit log: who changed what, when, from what to what; newest first. */
import { count, desc, eq } from "drizzle-orm";
import type { AuditEntity } from "../../../domain/admin-schemas.ts";
import type { Db } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema.ts";
import { readPage } from "../../lib/pagination.ts";

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

export async function listAudit(db: Db, query: { entity: AuditEntity | "all"; page: number }) {
  const where = query.entity === "all" ? undefined : eq(auditLog.entity, query.entity);
  const { rows, pagination } = await readPage(
    query.page,
    db
      .select({ entry: auditLog, adminName: users.name, adminEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.adminId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .$dynamic(),
    db.select({ n: count() }).from(auditLog).where(where),
  );
  const data = rows.map(({ entry, adminName, adminEmail }) => ({
    id: entry.id,
    at: new Date(entry.createdAt).toISOString(),
    admin: { id: entry.adminId, name: adminName ?? "", email: adminEmail ?? "" },
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: parse(entry.before),
    after: parse(entry.after),
  }));
  return { data, pagination };
}
