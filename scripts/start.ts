/**
 * `npm start`: migrate and seed the embedded D1, build the site, then serve the whole shop (the
 * built Worker in workerd, through Miniflare's API: scripts/serve.ts) at http://localhost:$PORT
 * (default 8787). The Worker's cron (wrangler.jsonc `triggers`) runs on its schedule here too.
 *   --no-build  serve the last build    --fresh  start from an empty database, cache and R2
 */
import { DEV_ADMIN_PASSWORD, loadLocalConfig, STATE_DIR, workerVars } from "./config.ts";
import { nextCronTime } from "./cron.ts";
import { migrate, reset, seed } from "./db.ts";
import { builtShopWorker, serveWorker } from "./serve.ts";
import { run } from "./wrangler.ts";

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

const worker = builtShopWorker(workerVars(config));
const shop = await serveWorker(worker, {
  port: Number(config.PORT),
  host: process.env.HOST ?? "127.0.0.1",
  stateDir: STATE_DIR,
});

/** The Worker's `scheduled` entry point as Miniflare exposes it (its typings lack it). */
type ScheduledTarget = {
  scheduled(options: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }>;
};

/** Runs the Worker's scheduled handler at each cron time, one run at a time, until the shop stops. */
function schedule(cron: string) {
  const at = nextCronTime(cron, new Date());
  setTimeout(async () => {
    try {
      const worker = (await shop.getWorker()) as unknown as ScheduledTarget;
      const { outcome } = await worker.scheduled({ cron, scheduledTime: at });
      if (outcome !== "ok") console.error(`[cron ${cron}] the scheduled run ended with "${outcome}"`);
    } catch (error) {
      console.error(`[cron ${cron}] the scheduled run failed:`, error);
    }
    schedule(cron);
  }, at.getTime() - Date.now()).unref();
}
for (const cron of worker.cronTriggers) schedule(cron);

const password =
  config.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD ? config.ADMIN_PASSWORD : "(your ADMIN_PASSWORD)";
console.log(`\nThe shop is running at http://localhost:${config.PORT}`);
console.log(`Admin account: ${config.ADMIN_EMAIL} / ${password}  (sign in at /admin/login)`);
if (worker.cronTriggers.length)
  console.log(`Cron (${worker.cronTriggers.join(", ")}, UTC) runs while it is up.`);
console.log("Press Ctrl+C to stop.\n");

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await shop.dispose();
    process.exit(0);
  });
}
