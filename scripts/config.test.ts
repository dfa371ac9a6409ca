/**
 * Every setting the Worker reads (functions/env.ts) reaches `npm start`'s server from `.dev.vars` or
 * the environment, and is documented in `.dev.vars.example`: a variable missing from either list
 * would be silently ignored on a developer's machine.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_NAMES } from "./config.ts";

const root = resolve(import.meta.dirname, "..");
const read = (path: string) => readFileSync(resolve(root, path), "utf8");

/** The names of `ConfigVars` in functions/env.ts (its properties are written one per line). */
function workerSettings(): string[] {
  const body = /type ConfigVars = \{([\s\S]*?)\n\};/.exec(read("functions/env.ts"))?.[1] ?? "";
  return [...body.matchAll(/^\s+([A-Z][A-Z0-9_]+)\??:/gm)].map((match) => match[1]!);
}

describe("local configuration", () => {
  it("finds the Worker's settings", () => {
    expect(workerSettings()).toContain("JWT_SECRET");
  });

  it.each(workerSettings())("passes %s to the local server and documents it", (name) => {
    expect(CONFIG_NAMES).toContain(name);
    expect(read(".dev.vars.example")).toMatch(new RegExp(`^#?\\s*${name}=`, "m"));
  });
});
