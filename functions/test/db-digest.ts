/**
 * A digest of every table's rows (one D1 batch), to prove a request changed nothing. Tables are
 * found in sqlite_master, so tables added later are covered without touching this file.
 */
import { env } from "cloudflare:workers";

async function tableNames(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
    )
    .all<{ name: string }>();
  return results.map((row) => row.name);
}

/** table name -> SHA-256 of its rows in rowid order; `skip` leaves tables out. */
export async function databaseDigest(
  skip: readonly string[] = [],
  db: D1Database = env.DB,
): Promise<Record<string, string>> {
  const names = (await tableNames(db)).filter((name) => !skip.includes(name));
  const results = await db.batch(names.map((name) => db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`)));
  const digest: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const bytes = new TextEncoder().encode(JSON.stringify(results[i]!.results));
    const hash = await crypto.subtle.digest("SHA-256", bytes);
    digest[name] =
      `${results[i]!.results.length}:${[...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  }
  return digest;
}
