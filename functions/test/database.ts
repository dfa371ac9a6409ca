/**
 * The test database's life cycle: every table dropped, then the real migrations applied. The edge
 * cache of product reads (functions/products/edge-cache.ts) outlives the tables, so what it holds
 * of them goes with them.
 */
import { applyD1Migrations } from "cloudflare:test";
import { purgeProductReads } from "../products/edge-cache.ts";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

/** Every product the database holds may be cached: forget them (and the list). */
async function forgetCachedProducts(db: D1Database) {
  const { results } = await db
    .prepare("SELECT id FROM products")
    .all<{ id: string }>()
    .catch(() => ({ results: [] as { id: string }[] })); // before the first migration: no table
  await purgeProductReads(results.map(({ id }) => id));
}

export async function dropAllTables(db: D1Database) {
  await forgetCachedProducts(db);
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string }>();
  if (results.length === 0) return;
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = ON"),
    ...results.map(({ name }) => db.prepare(`DROP TABLE IF EXISTS "${name}"`)),
  ]);
}

/** An empty database with `migrations` (all of them unless given) applied. */
export async function freshDatabase(db: D1Database, migrations: import("cloudflare:test").D1Migration[]) {
  await dropAllTables(db);
  await applyD1Migrations(db, migrations);
}

/** The database as it was just before the migration whose name contains `name`: to test what it does to data. */
export async function databaseBefore(
  db: D1Database,
  migrations: import("cloudflare:test").D1Migration[],
  name: string,
) {
  const at = migrations.findIndex((migration) => migration.name.includes(name));
  if (at < 1) throw new Error(`No migration after the first is named like ${name}`);
  await freshDatabase(db, migrations.slice(0, at));
}

/**
 * Rows for a migration's test, written in plain SQL with the columns every migration has had: a
 * user (an admin when `role` says so), and an order of ₹1,000 to Pune.
 */
export const rowsOfAnyAge = {
  user: (db: D1Database, id: string, role: "User" | "Admin" = "User") =>
    db
      .prepare("INSERT INTO users (id, name, email, password_hash, role) VALUES (?, 'Asha', ?, 'x', ?)")
      .bind(id, `${id}@example.com`, role),
  order: (db: D1Database, id: string, userId: string, status: string) =>
    db
      .prepare(
        `INSERT INTO orders (id, user_id, status, goods_total_paise, delivery_fee_paise, total_paise,
          ship_name, ship_mobile, ship_email, ship_address, ship_city, ship_state, ship_pincode)
         VALUES (?, ?, ?, 100000, 0, 100000, 'Asha', '9876543210', 'asha@example.com',
          '12 MG Road', 'Pune', 'Maharashtra', '411001')`,
      )
      .bind(id, userId, status),
};
