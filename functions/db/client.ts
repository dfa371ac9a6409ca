import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.ts";

/**
 * One drizzle instance per database binding: building one works through the whole schema's
 * relations, which cost about a tenth of a placed order's CPU when done on every call.
 */
const instances = new WeakMap<D1Database, ReturnType<typeof connect>>();

function connect(d1: D1Database) {
  return drizzle(d1, { schema });
}

export function getDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = connect(d1);
    instances.set(d1, db);
  }
  return db;
}

export type Db = ReturnType<typeof connect>;
