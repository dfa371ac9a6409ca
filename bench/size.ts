/**
 * The Worker as it would be uploaded: `wrangler deploy --dry-run --outdir <tmp>` on the build.
 * Wrangler's own "Total Upload … / gzip …" line is what Cloudflare compares with its limits; the
 * bundle's files are also summed here as a cross-check.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { QUIET_ENV } from "../scripts/wrangler.ts";
import { gzipBytes } from "./page-weight.ts";

export type WorkerSize = {
  uploadBytes: number;
  uploadGzipBytes: number;
  files: number;
  filesBytes: number;
  filesGzipBytes: number;
};

const KIB = 1024;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export function measureWorkerSize(): WorkerSize {
  const outdir = mkdtempSync(join(tmpdir(), "shop-worker-"));
  try {
    const result = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", outdir], {
      env: QUIET_ENV,
      encoding: "utf8",
    });
    if (result.status !== 0)
      throw new Error(`wrangler deploy --dry-run failed: ${result.stderr || result.stdout}`);
    const match = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(
      result.stdout + result.stderr,
    );
    if (!match) throw new Error("wrangler did not print the upload size");
    const files = walk(outdir).filter((path) => /\.(m?js|wasm)$/.test(path));
    return {
      uploadBytes: Math.round(Number(match[1]) * KIB),
      uploadGzipBytes: Math.round(Number(match[2]) * KIB),
      files: files.length,
      filesBytes: files.reduce((total, path) => total + statSync(path).size, 0),
      filesGzipBytes: files.reduce((total, path) => total + gzipBytes(readFileSync(path)), 0),
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
