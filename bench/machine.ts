/** Where and when the bench ran: the report is only meaningful beside these. */
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { chromiumPath } from "../e2e/support/chromium.ts";

export type Machine = {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  load: { atStart: number[]; atEnd?: number[] };
  node: string;
  chromium: string;
  date: string;
  commit: string;
};

const sh = (command: string) => {
  try {
    return execSync(command, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
};

export function describeMachine(): Machine {
  const cpuInfo = (() => {
    try {
      return readFileSync("/proc/cpuinfo", "utf8");
    } catch {
      return "";
    }
  })();
  const model = /model name\s*:\s*(.+)/.exec(cpuInfo)?.[1] ?? cpus()[0]?.model ?? "unknown";
  // The report itself is not a change to what is measured: a part run after another leaves it modified.
  const dirty =
    sh("git status --porcelain --untracked-files=no -- :/ ':(top,exclude)bench/report.md'") !== "";
  return {
    cpuModel: model.trim(),
    cores: Number(sh("nproc")) || cpus().length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    load: { atStart: loadavg().map((n) => Math.round(n * 100) / 100) },
    node: process.version,
    chromium: sh(`${chromiumPath()} --version`),
    date: new Date().toISOString(),
    commit: `${sh("git rev-parse --short HEAD")}${dirty ? " (with uncommitted changes)" : ""}`,
  };
}

export const currentLoad = () => loadavg().map((n) => Math.round(n * 100) / 100);
