/**
 * Local database commands: `migrate` applies migrations/ to the embedded D1, `seed` adds the
 * default product and admin, `reset` deletes the local database and does both again.
 * Usage: node scripts/db.ts migrate|seed|reset   (add --remote to migrate or seed the deployed D1)
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadLocalConfig, STATE_DIR } from "./config.ts";
import { seedSql } from "./seed-sql.ts";
import { wrangler } from "./wrangler.ts";

const REMOTE = process.argv.includes("--remote");
const TARGET = REMOTE ? ["--remote", "--config", "wrangler.jsonc"] : ["--local", "--config", "wrangler.jsonc", "--persist-to", STATE_DIR];

export function migrate() {
  wrangler(["d1", "migrations", "apply", "DB", ...TARGET], { quiet: true });
  console.log("Database: migrations applied.");
}

export async function seed() {
  const config = loadLocalConfig();
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

export function reset() {
  rmSync(join(STATE_DIR, "v3", "d1"), { recursive: true, force: true });
  console.log("Database: local D1 deleted.");
}

const commands: Record<string, () => unknown> = {
  migrate,
  seed,
  reset: async () => {
    if (REMOTE) throw new Error("reset only works on the local database");
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
  await command();
}
