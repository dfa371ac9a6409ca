/**
 * A server's memory as the operating system sees it: the resident set (RSS) of a process and all
 * its descendants, read from Linux's /proc, and of the workerd processes among them.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The parent pid and command name from /proc/<pid>/stat (the name may hold spaces and brackets). */
export function parseStat(stat: string): { ppid: number; name: string } {
  const open = stat.indexOf("(");
  const close = stat.lastIndexOf(")");
  const fields = stat.slice(close + 2).split(" ");
  return { name: stat.slice(open + 1, close), ppid: Number(fields[1]) };
}

/** VmRSS from /proc/<pid>/status, in bytes (0 for a process that has gone). */
export function parseRssBytes(status: string): number {
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

const read = (path: string) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
};

/** `root` and every process below it, with their names. */
export function processTree(root: number): { pid: number; name: string }[] {
  const all = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => ({ pid: Number(entry), stat: read(`/proc/${entry}/stat`) }))
    .filter(({ stat }) => stat !== "")
    .map(({ pid, stat }) => ({ pid, ...parseStat(stat) }));
  const tree = all.filter((p) => p.pid === root);
  for (let i = 0; i < tree.length; i += 1) {
    for (const child of all) if (child.ppid === tree[i]!.pid) tree.push(child);
  }
  return tree.map(({ pid, name }) => ({ pid, name }));
}

/** RSS of the whole tree under `root`, and of its workerd processes alone. */
export function treeMemory(root: number): { workerdRssBytes: number; treeRssBytes: number } {
  let workerdRssBytes = 0;
  let treeRssBytes = 0;
  for (const { pid, name } of processTree(root)) {
    const rss = parseRssBytes(read(`/proc/${pid}/status`));
    treeRssBytes += rss;
    if (name === "workerd") workerdRssBytes += rss;
  }
  return { workerdRssBytes, treeRssBytes };
}
