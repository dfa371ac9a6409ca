/**
 * The `zod` that `@hono/zod-openapi` sees in builds (scripts/slim-zod-openapi.ts says why): the
 * one member it uses. `ZodType` is zod's own class, so `.openapi()` lands on every real schema.
 */
import { ZodType } from "zod";

export const z = { ZodType };
