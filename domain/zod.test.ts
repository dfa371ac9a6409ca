import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DOMAIN = import.meta.dirname;

/** Every module of domain/ that runs in the shop (tests are not shipped to the browser). */
const shippedModules = readdirSync(DOMAIN, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "zod.ts",
);

describe("zod runs without its JIT wherever a domain schema runs", () => {
  it("finds the domain's schema modules", () => {
    expect(shippedModules).toEqual(expect.arrayContaining(["schemas.ts", "admin-schemas.ts", "fields.ts"]));
  });

  // An admin island that loads admin-schemas.ts alone once got zod's eval probe, which the page's
  // CSP reports as a violation: each module must take `z` from domain/zod.ts, which configures it.
  it.each(shippedModules)("%s takes z from domain/zod.ts, not from zod itself", (file) => {
    const source = readFileSync(join(DOMAIN, file), "utf8");
    expect(source).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+["']zod["']/m);
  });
});
