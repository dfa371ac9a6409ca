/**
 * A Vite plugin for the Worker build (and the API tests, so they run what deploys): it gives
 * `@hono/zod-openapi` a `zod` that holds only `ZodType`.
 *
 * Why: that library calls `extendZodWithOpenApi(z)` on `import { z } from "zod"` and re-exports
 * `z`. Handing zod's whole namespace to a function keeps the bundler from dropping any of it, so
 * every zod locale and the JSON-Schema converter (~60 KB gzip) land in the Worker. The library
 * only touches `z.ZodType` (it adds `.openapi()` to its prototype), which the stand-in provides.
 * Our code imports `z` from "zod" itself, never from "@hono/zod-openapi".
 */
import { fileURLToPath } from "node:url";

const STAND_IN = fileURLToPath(new URL("../functions/lib/zod-for-openapi.ts", import.meta.url));

export function slimZodForOpenApi() {
  return {
    name: "slim-zod-for-openapi",
    enforce: "pre" as const,
    resolveId(source: string, importer: string | undefined) {
      if (source === "zod" && importer?.includes("/node_modules/@hono/zod-openapi/")) return STAND_IN;
      return null;
    },
  };
}
