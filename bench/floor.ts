/**
 * The floor under every API figure: an empty Worker (it answers "ok" and does nothing else) served
 * exactly as `npm start` serves the shop (scripts/serve.ts: Miniflare, one workerd, no request
 * log, and the build's static files with the same assets router in front, which hands `/api/*`
 * to the Worker: wrangler.jsonc `run_worker_first`) and sent the same requests. No Worker code,
 * however small, can answer faster than this on the same machine and server, so the API budgets
 * are ratios to it (bench/budgets.ts).
 *
 * The bare floor (no static files, so no router) is measured too, for the report: the gap between
 * the two is what the platform's router costs locally, before any of the shop's code runs.
 */
import type { V4WorkerOptions } from "miniflare";
import { builtStaticAssets, serveWorker } from "../scripts/serve.ts";
import type { Server } from "./server.ts";

const EMPTY_WORKER: V4WorkerOptions = {
  name: "bench-floor",
  modules: true,
  script: 'export default { fetch: () => new Response("ok") };\n',
  compatibilityDate: "2026-08-01",
};

/** A path the floor's Worker answers (under /api, so the assets router hands it over). */
export const FLOOR_PATH = "/api/health";

export async function startFloorWorker(
  port: number,
  options: { bare?: boolean; inspectorPort?: number } = {},
): Promise<Server> {
  const worker = options.bare ? EMPTY_WORKER : { ...EMPTY_WORKER, assets: builtStaticAssets() };
  const floor = await serveWorker(worker, { port, host: "127.0.0.1", inspectorPort: options.inspectorPort });
  return { origin: `http://127.0.0.1:${port}`, stop: () => floor.dispose() };
}
