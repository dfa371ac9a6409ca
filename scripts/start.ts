/**
 * `npm start`: migrate and seed the embedded D1, build the site, then serve the whole shop with
 * wrangler dev (workerd) at http://localhost:$PORT (default 8787).
 */
import { spawn } from "node:child_process";
import { DEV_ADMIN_PASSWORD, loadLocalConfig, STATE_DIR, writeMergedEnvFile } from "./config.ts";
import { migrate, reset, seed } from "./db.ts";
import { QUIET_ENV, run } from "./wrangler.ts";

const config = loadLocalConfig();
const skipBuild = process.argv.includes("--no-build");
const fresh = process.argv.includes("--fresh");

if (fresh) reset();
migrate();
await seed();
if (!skipBuild) {
  console.log("Building the site…");
  run("astro", ["build"], { quiet: true });
}
const envFile = writeMergedEnvFile(config);

const server = spawn(
  "wrangler",
  [
    "dev",
    "--port",
    config.PORT,
    "--ip",
    process.env.HOST ?? "127.0.0.1",
    "--persist-to",
    STATE_DIR,
    "--env-file",
    envFile,
    "--show-interactive-dev-session=false",
    "--inspector-port",
    "0",
  ],
  { env: { ...QUIET_ENV, FORCE_COLOR: "0" }, stdio: ["ignore", "pipe", "inherit"] },
);

let announced = false;
server.stdout.on("data", (chunk: Buffer) => {
  const text = chunk.toString();
  // Wrangler's start-up chatter (bundle tables) is noise; after "Ready" come request logs and the
  // Worker's own console output (e.g. e-mails printed locally), which a developer wants to see.
  if (announced) return void process.stdout.write(text);
  if (text.includes("Ready on")) {
    announced = true;
    const password =
      config.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD ? config.ADMIN_PASSWORD : "(your ADMIN_PASSWORD)";
    console.log(`\nThe shop is running at http://localhost:${config.PORT}`);
    console.log(`Admin account: ${config.ADMIN_EMAIL} / ${password}  (sign in at /admin/login)`);
    console.log("Press Ctrl+C to stop.\n");
  }
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
