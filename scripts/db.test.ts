/**
 * `node scripts/db.ts seed --remote` against a stand-in `wrangler` on the PATH that records what it
 * was asked to do: the development admin password (or a weak one, or none) never reaches the
 * deployed database; a strong one does.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEV_ADMIN_PASSWORD } from "./config.ts";
import { remoteAdminPasswordRefusal } from "./db.ts";

const DB_SCRIPT = resolve(import.meta.dirname, "db.ts");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the seed in an empty folder (no .dev.vars) with a fake wrangler that copies the SQL it gets. */
function seedRemote(adminPassword: string | undefined) {
  const dir = mkdtempSync(join(tmpdir(), "seed-guard-"));
  dirs.push(dir);
  const received = join(dir, "received.sql");
  const fakeWrangler = join(dir, "bin", "wrangler");
  mkdirSync(dirname(fakeWrangler));
  writeFileSync(
    fakeWrangler,
    `#!/bin/sh\nwhile [ "$#" -gt 0 ]; do if [ "$1" = "--file" ]; then cp "$2" "${received}"; fi; shift; done\n`,
  );
  chmodSync(fakeWrangler, 0o755);
  const env: NodeJS.ProcessEnv = {
    PATH: [dirname(fakeWrangler), dirname(process.execPath), "/usr/bin", "/bin"].join(delimiter),
    HOME: dir,
  };
  if (adminPassword !== undefined) env.ADMIN_PASSWORD = adminPassword;
  const result = spawnSync(process.execPath, [DB_SCRIPT, "seed", "--remote"], {
    cwd: dir,
    env,
    encoding: "utf8",
  });
  return {
    status: result.status,
    stderr: result.stderr,
    sql: existsSync(received) ? readFileSync(received, "utf8") : null,
  };
}

describe("seeding the deployed database", () => {
  it.each([
    ["unset", undefined],
    ["the development default", DEV_ADMIN_PASSWORD],
  ])("refuses when ADMIN_PASSWORD is %s, says why, exits non-zero and writes nothing", (_, password) => {
    const run = seedRemote(password);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(remoteAdminPasswordRefusal(DEV_ADMIN_PASSWORD));
    expect(run.stderr).toContain("Set ADMIN_PASSWORD");
    expect(run.sql).toBeNull();
  });

  it("refuses a weak password with the shop's own password rule", () => {
    const run = seedRemote("password");
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      "Refusing to seed the deployed database: ADMIN_PASSWORD is not strong enough: This password is too common. Please choose one that is harder to guess.",
    );
    expect(run.sql).toBeNull();
  }, 20_000);

  it("seeds the admin with a strong password of the operator's own", () => {
    const run = seedRemote("quiet-river-tamarind-42");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.sql).toContain("INSERT INTO users");
    expect(run.sql).not.toContain("quiet-river-tamarind-42");
  }, 20_000);
});
