/**
 * Every API test starts from an empty database with the real migrations applied: the pool does
 * not isolate storage by itself, so each test drops what the previous one left — the edge cache
 * of product reads included (functions/products/edge-cache.ts), which outlives the tables.
 */
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { purgeProductReads } from "../products/edge-cache.ts";
import { freshDatabase } from "./database.ts";

/** Every product the last test left may be cached: forget them (and the list) with their rows. */
async function forgetCachedProducts(db: D1Database) {
  const { results } = await db
    .prepare("SELECT id FROM products")
    .all<{ id: string }>()
    .catch(() => ({ results: [] as { id: string }[] })); // before the first migration: no table
  await purgeProductReads(results.map(({ id }) => id));
}

beforeEach(async () => {
  await forgetCachedProducts(env.DB);
  await freshDatabase(env.DB, env.TEST_MIGRATIONS);
});
