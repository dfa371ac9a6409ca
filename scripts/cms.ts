/**
 * `npm run cms`: edit the shop's content on this machine. Starts decap-server (Decap CMS's local
 * backend: it reads and writes the files in src/content/ of this folder, no Git commit, no login)
 * and the Astro dev server, which re-renders a page as soon as a file it uses changes. Open
 * http://localhost:$PORT/cms/ to edit and the page itself to see the change.
 *
 * Ports: PORT (dev server, default 8787 like `npm run dev`) and CMS_LOCAL_BACKEND_PORT (decap-server, default 8081);
 * both listen on 127.0.0.1 only. `--content-only` skips the database set-up `npm run dev` does
 * (the content pages need none).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { DEFAULT_LOCAL_BACKEND_PORT } from "../src/content/model/cms-config.ts";
import { QUIET_ENV } from "./wrangler.ts";

const port = process.env.PORT ?? "8787";
const backendPort = process.env.CMS_LOCAL_BACKEND_PORT ?? String(DEFAULT_LOCAL_BACKEND_PORT);
const decapServer = createRequire(import.meta.url).resolve("decap-server/dist/index.js");

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { env: { ...QUIET_ENV, ...env }, stdio: "inherit" });
  children.push(child);
  // One stopping (or failing to start) stops the other: half a CMS only confuses.
  child.on("exit", (code) => stopAll(code ?? 1));
  return child;
}

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopAll(0));

start(process.execPath, [decapServer], {
  PORT: backendPort,
  BIND_HOST: "127.0.0.1",
  // Write the working tree's files; committing stays the editor's (or a reviewer's) choice.
  MODE: "fs",
  GIT_REPO_DIRECTORY: process.cwd(),
  LOG_LEVEL: "warn",
});
const devEnv = { PORT: port, CMS_LOCAL_BACKEND_PORT: backendPort };
if (process.argv.includes("--content-only"))
  start("astro", ["dev", "--port", port, "--host", "127.0.0.1"], devEnv);
else start(process.execPath, ["scripts/dev.ts"], devEnv);
console.log(`\nContent editor: http://localhost:${port}/cms/  (changes are written to src/content/)\n`);
