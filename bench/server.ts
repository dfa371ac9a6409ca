/**
 * The shop as `npm start` serves it (scripts/start.ts: migrate, seed, serve the build through
 * scripts/serve.ts), but on the bench's own throwaway database and port, plus the "physical limit" pages: each measured page's
 * built HTML with every script removed, written as static files under dist/client/__limit/ before
 * the server starts, so the same server serves them the same way (asset store, gzip, headers).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CLIENT_DIR, htmlFileFor } from "./page-weight.ts";
import { loadLocalConfig, workerVars } from "../scripts/config.ts";
import { builtShopWorker, serveWorker } from "../scripts/serve.ts";
import { localD1, QUIET_ENV, sqlLiteral } from "../scripts/wrangler.ts";

export const BENCH_STATE_DIR = ".wrangler/bench-state";
export const BENCH_JWT_SECRET = "bench-secret-not-for-production-use-0123456789";
export const LIMIT_DIR = "__limit";

/** The page's HTML without anything that runs: scripts (JSON-LD data stays) and module preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}

/** Writes the limit twin of each page; returns page path -> limit path. */
export function writeLimitPages(paths: readonly string[]): Map<string, string> {
  const dir = join(CLIENT_DIR, LIMIT_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const twins = new Map<string, string>();
  for (const path of paths) {
    const slug = path === "/" ? "home" : path.slice(1).replaceAll("/", "--");
    writeFileSync(
      join(dir, `${slug}.html`),
      withoutScripts(readFileSync(join(CLIENT_DIR, htmlFileFor(path)), "utf8")),
    );
    twins.set(path, `/${LIMIT_DIR}/${slug}`);
  }
  return twins;
}

export function removeLimitPages() {
  rmSync(join(CLIENT_DIR, LIMIT_DIR), { recursive: true, force: true });
}

export function build() {
  const result = spawnSync("astro", ["build"], { env: QUIET_ENV, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("astro build failed");
}

export type Server = { origin: string; stop: () => Promise<void>; pid?: number };

/** Waits until `readyUrl` answers 200 (2 minutes at most), then hands back a way to stop `child`. */
export async function serverReady(child: ChildProcess, origin: string, readyUrl: string): Promise<Server> {
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${origin} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return { origin, stop, ...(child.pid ? { pid: child.pid } : {}) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server for ${origin} did not become ready in 2 minutes`);
}

/** Starts `npm start` (`node scripts/start.ts --no-build --fresh`) on `port` with a fresh bench database. */
export function startServer(port: number): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn("node", ["scripts/start.ts", "--no-build", "--fresh"], {
    env: {
      ...QUIET_ENV,
      PORT: String(port),
      SHOP_STATE_DIR: BENCH_STATE_DIR,
      PUBLIC_SITE_URL: origin,
      JWT_SECRET: BENCH_JWT_SECRET,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return serverReady(child, origin, `${origin}/api/health`);
}

/** Empties the bench database and migrates and seeds it, as `npm start --fresh` would. */
export function freshBenchDatabase() {
  const result = spawnSync("node", ["scripts/db.ts", "reset"], {
    env: { ...QUIET_ENV, SHOP_STATE_DIR: BENCH_STATE_DIR },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("resetting the bench database failed");
}

/**
 * The built shop on the bench database, served in this process by the same code as `npm start`
 * (scripts/serve.ts) but without its migrate-and-seed start-up, so the API scenarios can afford a
 * fresh server for every run. Its cron is not scheduled: no run is long enough to meet it.
 */
export async function startBenchShop(port: number, inspectorPort?: number): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  const vars = { ...workerVars(loadLocalConfig()), JWT_SECRET: BENCH_JWT_SECRET, PUBLIC_SITE_URL: origin };
  const shop = await serveWorker(builtShopWorker(vars), {
    port,
    host: "127.0.0.1",
    stateDir: BENCH_STATE_DIR,
    inspectorPort,
  });
  return { origin, stop: () => shop.dispose() };
}

/** Runs SQL against the bench database. */
export function sql<Row = Record<string, unknown>>(command: string): Row[] {
  return localD1<Row>(BENCH_STATE_DIR, command);
}

export const quote = sqlLiteral;
