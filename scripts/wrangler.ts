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
