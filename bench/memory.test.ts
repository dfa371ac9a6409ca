import { describe, expect, it } from "vitest";
import { parseRssBytes, parseStat, processTree, treeMemory } from "./memory.ts";

describe("reading a server's memory from /proc", () => {
  it("reads the parent and name from a stat line, even when the name holds spaces and brackets", () => {
    expect(parseStat("4242 (workerd) S 4100 4242 4100 0 -1")).toEqual({ ppid: 4100, name: "workerd" });
    expect(parseStat("77 (Web (Content) 1) R 1 77 77 0 -1")).toEqual({ ppid: 1, name: "Web (Content) 1" });
  });

  it("reads VmRSS in bytes, and 0 for a process that has gone", () => {
    expect(parseRssBytes("Name:\tworkerd\nVmRSS:\t  153600 kB\nVmSwap:\t0 kB\n")).toBe(153_600 * 1024);
    expect(parseRssBytes("")).toBe(0);
  });

  it("finds this test's own process and counts its memory", () => {
    const tree = processTree(process.pid);
    expect(tree[0]?.pid).toBe(process.pid);
    expect(treeMemory(process.pid).treeRssBytes).toBeGreaterThanOrEqual(process.memoryUsage().rss / 2);
  });
});
