/**
 * The floor under every API figure: an empty Worker (it answers "ok" and does nothing else) served
 * by `wrangler dev` exactly as the shop is (scripts/start.ts), loaded the same way. No Worker
 * code, however small, can answer faster than this on the same machine and server, so a latency
 * budget below the floor's own figure cannot be met by changing the shop.
 *
 * It runs from a temporary directory: wrangler would otherwise pick up the shop's generated
 * deploy configuration (.wrangler/deploy/config.json) instead of this one.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { QUIET_ENV } from "../scripts/wrangler.ts";
import { serverReady, type Server } from "./server.ts";

const EMPTY_WORKER = 'export default { fetch: () => new Response("ok") };\n';

export async function startFloorWorker(port: number): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  writeFileSync(join(dir, "index.js"), EMPTY_WORKER);
  writeFileSync(
    join(dir, "wrangler.json"),
    JSON.stringify({ name: "bench-floor", main: "index.js", compatibility_date: "2026-08-01" }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    resolve("node_modules/.bin/wrangler"),
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--show-interactive-dev-session=false",
      "--inspector-port",
      "0",
    ],
    { cwd: dir, env: { ...QUIET_ENV, FORCE_COLOR: "0" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  try {
    const server = await serverReady(child, origin, `${origin}/`);
    return { origin, stop: () => server.stop().finally(() => rmSync(dir, { recursive: true, force: true })) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
