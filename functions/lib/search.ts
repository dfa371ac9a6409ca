/**
 * The admin lists' text search: "the column contains what was typed", ignoring ASCII case as
 * SQLite's LIKE does. Written with `instr`, not LIKE: D1 refuses a LIKE pattern longer than 50
 * bytes ("LIKE or GLOB pattern too complex", a 500), which a search of a dozen Hindi letters or
 * emoji reaches, and `instr` needs no escaping of `%` and `_` either.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** The column's text contains `term`, ASCII letters in any case. */
export function contains(column: SQLWrapper, term: string): SQL {
  return sql`instr(lower(${column}), ${term.toLowerCase()}) > 0`;
}

/** The column's text starts with `term`, ASCII letters in any case. */
export function startsWith(column: SQLWrapper, term: string): SQL {
  return sql`instr(lower(${column}), ${term.toLowerCase()}) = 1`;
}
