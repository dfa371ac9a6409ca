/**
 * The admins' cash-on-delivery controls: the blocklist of mobiles and PIN codes refused COD
 * (read by functions/orders/cod/eligibility.ts) and marking collected cash as remitted by the
 * courier. Every change is audited in the same batch.
 */
import { desc, eq } from "drizzle-orm";
import type { CodBlockDto } from "../../../domain/api/admin-cod.ts";
import { codMessages } from "../../../domain/cod-messages.ts";
import { paiseToRupees } from "../../../domain/money.ts";
import type { CodBlockInput } from "../../../domain/schemas.ts";
import type { Db } from "../../db/client.ts";
import { codBlocklist } from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import { isUniqueViolation } from "../../lib/batch-guards.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { markRemitted, unremitted } from "../../orders/cod/collections.ts";

type BlockRow = typeof codBlocklist.$inferSelect;

const toDto = (row: BlockRow): CodBlockDto => ({
  _id: row.id,
  kind: row.kind,
  value: row.value,
  reason: row.reason,
  createdAt: new Date(row.createdAt).toISOString(),
});

export async function listCodBlocks(db: Db): Promise<CodBlockDto[]> {
  const rows = await db
    .select()
    .from(codBlocklist)
    .orderBy(desc(codBlocklist.createdAt), desc(codBlocklist.id));
  return rows.map(toDto);
}

export async function addCodBlock(db: Db, admin: SessionUser, input: CodBlockInput): Promise<CodBlockDto> {
  const row: BlockRow = { id: newId(), ...input, createdBy: admin.id, createdAt: Date.now() };
  try {
    await db.batch([
      db.insert(codBlocklist).values(row),
      auditEntry(db, {
        adminId: admin.id,
        action: "cod_block.add",
        entity: "cod_block",
        entityId: row.id,
        after: input,
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "cod_blocklist")) throw conflict(codMessages.blockExists);
    throw error;
  }
  return toDto(row);
}

export async function removeCodBlock(db: Db, admin: SessionUser, id: string): Promise<CodBlockDto> {
  const row = await db.select().from(codBlocklist).where(eq(codBlocklist.id, id)).get();
  if (!row) throw notFound(codMessages.blockNotFound);
  await db.batch([
    db.delete(codBlocklist).where(eq(codBlocklist.id, id)),
    auditEntry(db, {
      adminId: admin.id,
      action: "cod_block.remove",
      entity: "cod_block",
      entityId: id,
      before: { kind: row.kind, value: row.value, reason: row.reason },
    }),
  ]);
  return toDto(row);
}

/** Marks the orders' collected cash remitted (an order already remitted, or not collected, is left). */
export async function recordRemittance(db: Db, admin: SessionUser, orderIds: string[]) {
  const due = await unremitted(db, orderIds);
  if (due.length === 0) throw badRequest(codMessages.remittedNone);
  const ids = due.map((row) => row.orderId);
  await db.batch([
    markRemitted(db, ids, admin.id),
    ...ids.map((orderId) =>
      auditEntry(db, { adminId: admin.id, action: "order.cod_remitted", entity: "order", entityId: orderId }),
    ),
  ]);
  return { orderIds: ids, amount: paiseToRupees(due.reduce((sum, row) => sum + row.amountPaise, 0)) };
}
