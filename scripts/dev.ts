/**
 * `npm run dev`: the Astro dev server (pages render in workerd through the Cloudflare adapter) on
 * the same local D1 as `npm start`, migrated and seeded first. The dev server reads its variables
 * from `.dev.vars` only, so a missing `.dev.vars` is created from the merged configuration.
 */
import { spawn } from "node:child_process";
import { copyFileSync, existsSync } from "node:fs";
import { loadLocalConfig, writeMergedEnvFile } from "./config.ts";
import { migrate, seed } from "./db.ts";
import { QUIET_ENV } from "./wrangler.ts";

const config = loadLocalConfig();
migrate();
await seed();
const merged = writeMergedEnvFile(config);
if (!existsSync(".dev.vars")) {
  copyFileSync(merged, ".dev.vars");
  console.log("Created .dev.vars (git-ignored) from the defaults and your environment.");
}
const dev = spawn("astro", ["dev", "--port", config.PORT], { env: QUIET_ENV, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));
