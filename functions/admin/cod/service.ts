/**
 * The admins' cash-on-delivery controls: the blocklist of mobiles and PIN codes refused COD
 * (read by functions/orders/cod/eligibility.ts) and marking collected cash as remitted by the
 * courier. Every change is audited in the same batch.
 */
import { asc, count, desc, eq, isNull } from "drizzle-orm";
import type { CodBlockDto, CodCollectionDto } from "../../../domain/api/admin-cod.ts";
import { COD_REMITTANCE_MAX_ORDERS } from "../../../domain/cod.ts";
import { codMessages } from "../../../domain/cod-messages.ts";
import { paiseToRupees } from "../../../domain/money.ts";
import { shortOrderId } from "../../../domain/orders.ts";
import type { CodBlockInput } from "../../../domain/schemas.ts";
import type { Db } from "../../db/client.ts";
import { codBlocklist, codCollections, users } from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import { isUniqueViolation } from "../../lib/batch-guards.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { markRemitted, unremitted } from "../../orders/cod/collections.ts";
import type { CodBlockRow } from "../../db/rows.ts";

/** An entry as admins read it, `createdBy` the name of the admin who added it. */
const toDto = (row: CodBlockRow, createdBy: string): CodBlockDto => ({
  _id: row.id,
  kind: row.kind,
  value: row.value,
  reason: row.reason,
  createdBy,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The entries with their adders' names, newest first (all of them, or the one with `id`). */
async function blocksWithAdders(db: Db, id?: string) {
  const rows = await db
    .select({ block: codBlocklist, adder: users.name })
    .from(codBlocklist)
    .innerJoin(users, eq(users.id, codBlocklist.createdBy))
    .where(id === undefined ? undefined : eq(codBlocklist.id, id))
    .orderBy(desc(codBlocklist.createdAt), desc(codBlocklist.id));
  return rows.map(({ block, adder }) => ({ row: block, dto: toDto(block, adder) }));
}

export async function listCodBlocks(db: Db): Promise<CodBlockDto[]> {
  return (await blocksWithAdders(db)).map(({ dto }) => dto);
}

export async function addCodBlock(db: Db, admin: SessionUser, input: CodBlockInput): Promise<CodBlockDto> {
  const row: CodBlockRow = { id: newId(), ...input, createdBy: admin.id, createdAt: Date.now() };
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
  return toDto(row, admin.name);
}

export async function removeCodBlock(db: Db, admin: SessionUser, id: string): Promise<CodBlockDto> {
  const [found] = await blocksWithAdders(db, id);
  if (!found) throw notFound(codMessages.blockNotFound);
  const { row, dto } = found;
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
  return dto;
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

/** Cash collected and not yet remitted: the oldest, as many as one remittance marks, and how many in all. */
export async function listUnremitted(db: Db): Promise<{ rows: CodCollectionDto[]; total: number }> {
  const waiting = isNull(codCollections.remittedAt);
  const [rows, [all]] = await db.batch([
    db
      .select()
      .from(codCollections)
      .where(waiting)
      .orderBy(asc(codCollections.collectedAt), asc(codCollections.orderId))
      .limit(COD_REMITTANCE_MAX_ORDERS),
    db.select({ n: count() }).from(codCollections).where(waiting),
  ]);
  return {
    rows: rows.map((row) => ({
      orderId: row.orderId,
      shortId: shortOrderId(row.orderId),
      amount: paiseToRupees(row.amountPaise),
      awb: row.awb,
      collectedAt: new Date(row.collectedAt).toISOString(),
    })),
    total: all?.n ?? 0,
  };
}
