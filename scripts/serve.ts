/**
 * Serves a built Worker with Miniflare's API directly: one workerd process, no wrangler dev in
 * front (its proxy Worker, its second workerd and its request log). `npm start` serves the shop
 * this way and the bench serves its empty-Worker floor the same way (docs/decisions/025).
 *
 * The shop's bindings come from the build's generated wrangler configuration
 * (dist/server/wrangler.json, which @astrojs/cloudflare writes from wrangler.jsonc), mapped onto
 * Miniflare's options by wrangler's own `unstable_getMiniflareWorkerOptions`, so D1, R2, static
 * assets (with `_headers` and `_redirects`) and the cron schedule are the ones `wrangler dev` and a
 * deploy use. State lives under `<stateDir>/v3`, where `wrangler d1 … --persist-to <stateDir>`
 * (scripts/db.ts) keeps it.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import {
  convertV4MiniflareOptions,
  type Json,
  Log,
  LogLevel,
  Miniflare,
  type V4WorkerOptions,
} from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

/** The build's wrangler configuration: the bundled Worker (no_bundle) and every binding. */
export const BUILT_WORKER_CONFIG = "dist/server/wrangler.json";

export type ServeOptions = {
  port: number;
  host: string;
  /** Persisted D1/R2/cache state; omitted, the Worker's storage lives in memory. */
  stateDir?: string;
  /** Plain-text bindings (the merged local configuration: secrets and settings). */
  vars?: Record<string, string>;
  /** workerd's inspector (Chrome DevTools protocol) on this port; off when omitted. */
  inspectorPort?: number;
};

/**
 * V8's young generation in workerd, capped at 2 MB a semi-space (decision 040). Loading the shop's
 * modules grows it to V8's maximum, so a collection came only every few thousand requests and freed
 * all their runtime objects at once: a 100–200 ms pause in which every request waited.
 */
const SEMI_SPACE_FLAG = "--max-semi-space-size=2";

/**
 * workerd's V8 flags, which Miniflare reads from MINIFLARE_WORKERD_V8_FLAGS (it has no option for
 * them): flags already there (e.g. `--trace-gc`) are kept and the cap is added, unless they set a
 * semi-space size of their own (a large one, say `--max-semi-space-size=64`, lets the generation grow
 * as it did before decision 040). The variable stays set: Miniflare reads it again when it restarts
 * a crashed workerd. Only servers started here have it; `npm run dev` and the vitest pools do not.
 */
function setWorkerdV8Flags() {
  const given = process.env.MINIFLARE_WORKERD_V8_FLAGS?.trim() ?? "";
  if (given.includes("--max-semi-space-size")) return;
  process.env.MINIFLARE_WORKERD_V8_FLAGS = `${given} ${SEMI_SPACE_FLAG}`.trim();
}

/** The Worker's own console output goes to the terminal (local e-mails, SMS codes, errors). */
function printWorkerLog({ level, message }: { level: string; message: string }) {
  if (level === "error" || level === "warn") process.stderr.write(`${message}\n`);
  else process.stdout.write(`${message}\n`);
}

/**
 * Starts workerd on `port`. Request logging is off (Miniflare's default sends every request's line
 * back to Node), as is the inspector unless asked for (bench/heap-probe.ts); Miniflare's own
 * messages are limited to warnings and errors; V8's young generation is kept small (SEMI_SPACE_FLAG).
 */
export async function serveWorker(worker: V4WorkerOptions, options: ServeOptions): Promise<Miniflare> {
  setWorkerdV8Flags();
  // Miniflare 5 takes its own option shape; wrangler hands over the v4 shape and converts it too.
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: options.host,
      port: options.port,
      logRequests: false,
      log: new Log(LogLevel.WARN),
      handleStructuredLogs: printWorkerLog,
      // No request.cf look-up over the network: the shop reads none of it.
      cf: false,
      // `GET /cdn-cgi/local/scheduled` runs the cron by hand (wrangler dev has the same switch).
      unsafeTriggerHandlers: true,
      ...(options.stateDir ? { resourcePersistencePath: resolve(options.stateDir, "v3") } : {}),
      resourceTmpPath: resolve(".wrangler/tmp"),
      telemetry: { enabled: false },
      ...(options.inspectorPort ? { inspectorPort: options.inspectorPort } : {}),
      workers: [worker],
    }),
  );
  await miniflare.ready;
  return miniflare;
}

type ModuleRule = { type: string; include: string[] };
type Module = { type: "ESModule" | "CommonJS" | "Text" | "Data" | "CompiledWasm"; path: string };

/**
 * Every module of a no-bundle build, the main one first, typed by wrangler's module rules (the
 * same `**\/*.ext` globs `wrangler dev` and `wrangler deploy` apply to the build's directory);
 * files no rule names (source maps, the configuration) are not modules.
 */
export function collectModules(root: string, main: string, rules: readonly ModuleRule[]): Module[] {
  const typeOf = (file: string) =>
    rules.find((rule) => rule.include.some((glob) => file.endsWith(glob.replace(/^\*\*\/\*/, ""))))?.type as
      | Module["type"]
      | undefined;
  const modules: Module[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const type = entry.isFile() ? typeOf(entry.name) : undefined;
    if (type && path !== main) modules.push({ type, path });
  }
  return [{ type: "ESModule", path: main }, ...modules];
}

/**
 * The build's static files as Miniflare serves them: the assets router in front of the Worker
 * (it answers a static file itself, and hands the Worker what is not one or what `run_worker_first`
 * names). The bench's floor is served with the same, so both pay the same router.
 */
export function builtStaticAssets(): V4WorkerOptions["assets"] {
  return builtWorkerOptions().workerOptions.assets as V4WorkerOptions["assets"];
}

function builtWorkerOptions() {
  if (!existsSync(BUILT_WORKER_CONFIG))
    throw new Error(`${BUILT_WORKER_CONFIG} is missing: build the site first (npm run build).`);
  return unstable_getMiniflareWorkerOptions(BUILT_WORKER_CONFIG);
}

/** The built shop's Worker: its modules, bindings, assets and cron schedule from the build. */
export function builtShopWorker(vars: Record<string, string>): V4WorkerOptions & { cronTriggers: string[] } {
  const { workerOptions, main } = builtWorkerOptions();
  if (!main) throw new Error(`${BUILT_WORKER_CONFIG} names no main module.`);
  const { modulesRules = [], ...options } = workerOptions;
  const root = resolve(dirname(BUILT_WORKER_CONFIG));
  return {
    ...options,
    name: "ayur-joint-shop",
    modulesRoot: root,
    modules: collectModules(root, resolve(main), modulesRules),
    bindings: { ...(workerOptions.bindings as Record<string, Json> | undefined), ...vars },
    cronTriggers: (workerOptions.cronTriggers as string[] | undefined) ?? [],
  };
}
