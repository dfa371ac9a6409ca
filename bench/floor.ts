/**
 * The floor under every API figure: an empty Worker (it answers "ok" and does nothing else) served
 * exactly as `npm start` serves the shop (scripts/serve.ts: Miniflare, one workerd, no request
 * log) and sent the same requests. No Worker code, however small, can answer faster than this on
 * the same machine and server, so the API budgets are ratios to it (bench/budgets.ts).
 */
import type { V4WorkerOptions } from "miniflare";
import { serveWorker } from "../scripts/serve.ts";
import type { Server } from "./server.ts";

const EMPTY_WORKER: V4WorkerOptions = {
  name: "bench-floor",
  modules: true,
  script: 'export default { fetch: () => new Response("ok") };\n',
  compatibilityDate: "2026-08-01",
};

export async function startFloorWorker(port: number): Promise<Server> {
  const floor = await serveWorker(EMPTY_WORKER, { port, host: "127.0.0.1" });
  return { origin: `http://127.0.0.1:${port}`, stop: () => floor.dispose() };
}
