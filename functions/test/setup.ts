/**
 * Every API test starts from an empty database with the real migrations applied: the pool does
 * not isolate storage by itself, so each test drops what the previous one left (the edge cache of
 * product reads included: see database.ts).
 */
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { freshDatabase } from "./database.ts";

beforeEach(async () => {
  await freshDatabase(env.DB, env.TEST_MIGRATIONS);
});
