/**
 * Local database commands: `migrate` applies migrations/ to the embedded D1, `seed` adds the
 * default product and admin, `reset` deletes the local shop's state and does both again.
 * Usage: node scripts/db.ts migrate|seed|reset   (add --remote to migrate or seed the deployed D1)
 * A remote seed refuses the development admin password (printed in the README) and weak ones.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { newPasswordSchema } from "../domain/schemas.ts";
import { DEV_ADMIN_PASSWORD, loadLocalConfig, STATE_DIR } from "./config.ts";
import { seedSql } from "./seed-sql.ts";
import { wrangler } from "./wrangler.ts";

const REMOTE = process.argv.includes("--remote");
const TARGET = REMOTE
  ? ["--remote", "--config", "wrangler.jsonc"]
  : ["--local", "--config", "wrangler.jsonc", "--persist-to", STATE_DIR];

export function migrate() {
  wrangler(["d1", "migrations", "apply", "DB", ...TARGET], { quiet: true });
  console.log("Database: migrations applied.");
}

/** Why the deployed database must not get this admin password, or null when it may. */
export function remoteAdminPasswordRefusal(password: string): string | null {
  if (password === DEV_ADMIN_PASSWORD) {
    return "Refusing to seed the deployed database with the development admin password. Set ADMIN_PASSWORD (in the environment or .dev.vars) to a strong password of your own and run it again.";
  }
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success)
    return `Refusing to seed the deployed database: ADMIN_PASSWORD is not strong enough: ${checked.error.issues[0]?.message}`;
  return null;
}

/** A refusal to act: the CLI prints its message alone and exits with 1, having written nothing. */
class Refused extends Error {}

export async function seed() {
  const config = loadLocalConfig();
  const refusal = REMOTE ? remoteAdminPasswordRefusal(config.ADMIN_PASSWORD) : null;
  if (refusal) throw new Refused(refusal);
  const dir = mkdtempSync(join(tmpdir(), "shop-seed-"));
  const file = join(dir, "seed.sql");
  try {
    writeFileSync(file, await seedSql({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }));
    wrangler(["d1", "execute", "DB", ...TARGET, "--file", file], { quiet: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Database: seeded (default product, admin ${config.ADMIN_EMAIL}).`);
}

/**
 * Deletes everything the local shop keeps, not only its D1: the edge cache would otherwise answer
 * `GET /api/products/{id}` with the old database's stock and price for up to
 * PRODUCT_READ_CACHE_SECONDS, and R2 would keep the images and PDFs of deleted rows.
 */
export function reset() {
  rmSync(join(STATE_DIR, "v3"), { recursive: true, force: true });
  console.log("Local state deleted (database, edge cache, stored files).");
}

const commands: Record<string, () => unknown> = {
  migrate,
  seed,
  reset: async () => {
    if (REMOTE) throw new Refused("reset only works on the local database");
    reset();
    migrate();
    await seed();
  },
};

if (import.meta.main) {
  const command = commands[process.argv[2] ?? ""];
  if (!command) {
    console.error("Usage: node scripts/db.ts migrate|seed|reset");
    process.exit(2);
  }
  try {
    await command();
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
