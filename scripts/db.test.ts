/**
 * `node scripts/db.ts seed --remote` against a stand-in `wrangler` on the PATH that records what it
 * was asked to do: the development admin password (or a weak one, or none) never reaches the
 * deployed database; a strong one does. And `reset` (also `npm start -- --fresh`) leaves nothing of
 * the last local shop, its edge cache included, as served by workerd (scripts/serve.ts).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEV_ADMIN_PASSWORD } from "./config.ts";
import { remoteAdminPasswordRefusal } from "./db.ts";
import { serveWorker } from "./serve.ts";

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

describe("resetting the local shop", () => {
  /**
   * A Worker that keeps `PUT /x`'s body in the edge cache and answers `GET /x` from it, or 404. Like
   * the shop's, its key is on the public origin, not the server's (whose port changes here).
   */
  const CACHING_WORKER = `export default {
    async fetch(request) {
      const key = new Request(new URL(new URL(request.url).pathname, "https://shop.example"));
      if (request.method === "PUT") {
        await caches.default.put(key, new Response(await request.text(), { headers: { "Cache-Control": "max-age=3600" } }));
        return new Response("kept");
      }
      return (await caches.default.match(key)) ?? new Response("not cached", { status: 404 });
    },
  };`;

  /** Serves the caching Worker on `stateDir` as `npm start` serves the shop, for one call. */
  async function withShopState<T>(stateDir: string, call: (url: URL) => Promise<T>): Promise<T> {
    const worker = { name: "shop", modules: true, script: CACHING_WORKER, compatibilityDate: "2026-01-01" };
    const miniflare = await serveWorker(worker, { port: 0, host: "127.0.0.1", stateDir });
    try {
      return await call(await miniflare.ready);
    } finally {
      await miniflare.dispose();
    }
  }

  function resetState(stateDir: string) {
    const code = `import { reset } from ${JSON.stringify(DB_SCRIPT)}; reset();`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", code], {
      env: { ...process.env, SHOP_STATE_DIR: stateDir },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  }

  it("drops the edge cache with the database, so a fresh shop serves no answer of the old one", async () => {
    const stateDir = mkdtempSync(join(tmpdir(), "shop-state-"));
    dirs.push(stateDir);
    const read = () =>
      withShopState(stateDir, async (url) => (await fetch(new URL("/api/products/p", url))).status);
    await withShopState(stateDir, (url) =>
      fetch(new URL("/api/products/p", url), { method: "PUT", body: "stock 0" }),
    );
    // The cached answer outlives the server that stored it…
    expect(await read()).toBe(200);
    resetState(stateDir);
    // …but not a reset.
    expect(await read()).toBe(404);
  }, 60_000);
});
