/**
 * The order's statements, written by drizzle once per shape and bound per use (decision 034).
 *
 * Drizzle turning a query into SQL was a quarter of a placed order's CPU in the Worker (a profile of
 * the bench's orders: `sqlToQuery` and its `is` checks), yet an order's SQL never changes, only its
 * values. So each statement is written once with a named `sql.placeholder` wherever a value goes,
 * kept by its shape, and handed to D1 with the values of this order. Drizzle still writes every
 * statement from the schema (names, columns); only the writing is not repeated.
 *
 * A value bound here reaches D1 as given: a placeholder inside `sql` (a `set`, a `where`) is never
 * passed through its column's encoder, and one that is gets it even for null. So the tables these
 * statements write keep plain text and number columns, and no column drizzle computes per use
 * (`$defaultFn`, `$onUpdateFn`): bound.test.ts fails the day one of them gains a mode or a function.
 *
 * A shape names everything that changes a statement's SQL (which guard, how many rows); everything
 * that differs between two uses of a shape must be a placeholder.
 */
import {
  fillPlaceholders,
  getTableColumns,
  getTableName,
  type Placeholder,
  type Query,
  type SQL,
  sql,
} from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client.ts";

/** D1 binds at most 100 values to one statement (Cloudflare's D1 limits). */
export const D1_MAX_BOUND_VALUES = 100;

/** `ids` in slices that each fit one `IN (…)`, leaving `otherValues` for the statement's other parameters. */
export function idSlices(ids: readonly string[], otherValues = 10): string[][] {
  const size = D1_MAX_BOUND_VALUES - otherValues;
  return Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, (i + 1) * size));
}

type Writable = { toSQL(): Query };

const written = new Map<string, Query>();

/** The SQL and parameters drizzle writes for `shape`: written by `write` the first time, then kept. */
function writtenOnce(db: Db, shape: string, write: (db: Db) => Writable): Query {
  let query = written.get(shape);
  if (!query) {
    query = write(db).toSQL();
    written.set(shape, query);
  }
  return query;
}

/** The statement of `shape` (written by `write` the first time) with `values` for its placeholders. */
export function bound(
  db: Db,
  shape: string,
  write: (db: Db) => Writable,
  values: Record<string, unknown>,
): D1PreparedStatement {
  const query = writtenOnce(db, shape, write);
  return db.$client.prepare(query.sql).bind(...fillPlaceholders(query.params, values));
}

/** A placeholder for each name, named by it (after `prefix`). */
export function placeholdersFor<Name extends string>(
  names: readonly Name[],
  prefix = "",
): Record<Name, Placeholder> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(`${prefix}${name}`)])) as Record<
    Name,
    Placeholder
  >;
}

/**
 * The same placeholders wrapped as SQL, where drizzle's types take no bare placeholder (an update's
 * `set`, an upsert's values).
 */
export function placeholderSqlFor<Name extends string>(names: readonly Name[]): Record<Name, SQL> {
  return Object.fromEntries(names.map((name) => [name, sql`${sql.placeholder(name)}`])) as Record<Name, SQL>;
}

/**
 * Inserts `rows` (every row giving the same columns, none undefined), as many rows per statement as
 * fit under D1's cap on bound values: an order of 11 lines binds more than 100.
 */
export function boundInserts<T extends SQLiteTable>(
  db: Db,
  table: T,
  rows: T["$inferInsert"][],
): D1PreparedStatement[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const shapeOf = (count: number) => `insert ${getTableName(table)} (${columns.join(",")}) × ${count}`;
  const write = (count: number) => (db: Db) => {
    assertNothingWrittenPerUse(table, columns);
    return db.insert(table).values(
      // Placeholders stand for the rows' values (drizzle's types do not know a generic table's).
      Array.from({ length: count }, (_, i) =>
        placeholdersFor(columns, `${i}.`),
      ) as unknown as T["$inferInsert"][],
    );
  };
  // What one row really binds: its columns, and any column drizzle fills itself ($defaultFn).
  const boundPerRow = writtenOnce(db, shapeOf(1), write(1)).params.length;
  const perStatement = Math.max(1, Math.floor(D1_MAX_BOUND_VALUES / Math.max(1, boundPerRow)));
  const statements = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values: Record<string, unknown> = {};
    for (const [i, row] of chunk.entries()) {
      const given = withColumnsOfFirst(table, columns, row);
      for (const column of columns) values[`${i}.${column}`] = given[column];
    }
    statements.push(bound(db, shapeOf(chunk.length), write(chunk.length), values));
  }
  return statements;
}

/**
 * A column drizzle fills by calling a function (`$defaultFn`, `$onUpdateFn`) would get the value of
 * the statement's first use in every later one: such a column must be in the rows.
 */
function assertNothingWrittenPerUse(table: SQLiteTable, columns: string[]) {
  for (const [name, column] of Object.entries(getTableColumns(table)))
    if (!columns.includes(name) && (column.defaultFn || column.onUpdateFn))
      throw new Error(`${getTableName(table)}.${name} is filled per insert: give it in every row`);
}

/**
 * `row`, once it gives a value for exactly the first row's `columns`. drizzle would give a left-out
 * or undefined column its default; a statement written once cannot, so such a row is refused.
 */
function withColumnsOfFirst(table: SQLiteTable, columns: string[], row: object): Record<string, unknown> {
  const given = row as Record<string, unknown>;
  if (Object.keys(given).length !== columns.length)
    throw new Error(`${getTableName(table)}: every row must give the same columns as the first`);
  for (const column of columns)
    if (given[column] === undefined)
      throw new Error(`${getTableName(table)}.${column} is undefined in a row: give it in every row`);
  return given;
}

/** A statement drizzle writes now, for a batch of bound ones (the rarer paths: a coupon, a COD e-mail). */
export function writtenNow(db: Db, statement: Writable): D1PreparedStatement {
  const { sql: text, params } = statement.toSQL();
  return db.$client.prepare(text).bind(...params);
}

/**
 * Runs the statements as one D1 batch: one transaction, all or nothing (lib/batch-guards.ts). Each
 * statement's rows, in order (a `RETURNING` statement's rows by column name).
 */
export async function runBound(db: Db, statements: D1PreparedStatement[]): Promise<unknown[][]> {
  const results = await db.$client.batch(statements);
  return results.map((result) => result.results);
}
