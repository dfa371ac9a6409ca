/** The test database's life cycle: every table dropped, then the real migrations applied. */
import { applyD1Migrations } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

export async function dropAllTables(db: D1Database) {
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
