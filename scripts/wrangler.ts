/** Runs the project's own wrangler with telemetry and network look-ups switched off. */
import { spawnSync } from "node:child_process";

export const QUIET_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  ASTRO_TELEMETRY_DISABLED: "1",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: process.env.CI ?? "true",
};

export function run(command: string, args: string[], options: { quiet?: boolean } = {}): string {
  const result = spawnSync(command, args, {
    env: QUIET_ENV,
    encoding: "utf8",
    stdio: options.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  if (result.status !== 0) {
    if (options.quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
  }
  return result.stdout ?? "";
}

export function wrangler(args: string[], options?: { quiet?: boolean }): string {
  return run("wrangler", args, options);
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs SQL against the local D1 kept in `stateDir` (the test server's or the bench's) and returns
 * the rows of every statement. The running server holds the database too, so a busy one is retried.
 */
export function localD1<Row = Record<string, unknown>>(stateDir: string, command: string): Row[] {
  const args = ["d1", "execute", "DB", "--local", "--config", "wrangler.jsonc", "--persist-to", stateDir];
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync("wrangler", [...args, "--json", "--command", command], {
      encoding: "utf8",
      env: QUIET_ENV,
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status === 0) {
      const output = JSON.parse(result.stdout) as { results?: Row[] }[];
      return output.flatMap((statement) => statement.results ?? []);
    }
    const busy = /SQLITE_BUSY|database is locked/.test(`${result.stderr}${result.stdout}`);
    if (!busy || attempt >= 5)
      throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
    sleep(300 * attempt);
  }
}

/** A value written into SQL as a literal: numbers as they are, text quoted with `'` doubled. */
export const sqlLiteral = (value: string | number) =>
  typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;
