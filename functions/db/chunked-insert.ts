/**
 * D1 binds at most 100 values to one statement (Cloudflare's D1 limits), so a multi-row insert of
 * 11 order lines (10 values each) fails. `insertInChunks` splits the rows into as many inserts as
 * that needs, sized from the values one row really binds, for the caller to put in one batch.
 */
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client.ts";

export const D1_MAX_BOUND_VALUES = 100;

/** Rows per statement: as many as fit under D1's cap, never fewer than one. */
export function rowsPerInsert(db: Db, table: SQLiteTable, sample: SQLiteTable["$inferInsert"]): number {
  const valuesPerRow = db.insert(table).values(sample).toSQL().params.length;
  return Math.max(1, Math.floor(D1_MAX_BOUND_VALUES / Math.max(1, valuesPerRow)));
}

/** The inserts, in order. They return nothing: the caller already holds the rows it wrote. */
export function insertInChunks<T extends SQLiteTable>(db: Db, table: T, rows: T["$inferInsert"][]) {
  if (rows.length === 0) return [];
  const size = rowsPerInsert(db, table, rows[0]!);
  const inserts = [];
  for (let start = 0; start < rows.length; start += size)
    inserts.push(db.insert(table).values(rows.slice(start, start + size)));
  return inserts;
}
