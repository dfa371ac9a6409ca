/**
 * The admin audit log: every change an admin makes is recorded with who, when, what it was before
 * and what it became. The insert goes into the same `db.batch()` as the change, so the log can
 * never miss a change nor record one that did not happen.
 */
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import type { AuditEntity } from "../../domain/admin-schemas.ts";
import { newId } from "./ids.ts";

export type AuditEntry = {
  adminId: string;
  /** What happened, e.g. `product.update`, `order.status`, `order.refund`, `user.suspend`. */
  action: string;
  entity: AuditEntity;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** An insert to put in the caller's batch: `db.batch([change, auditEntry(db, {...})])`. */
export function auditEntry(db: Db, entry: AuditEntry) {
  return db.insert(auditLog).values({
    id: newId(),
    adminId: entry.adminId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: json(entry.before),
    after: json(entry.after),
  });
}
