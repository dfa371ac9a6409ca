/**
 * The zod every domain schema is built with: configured once, here, before any schema can run.
 *
 * The pages' Content Security Policy forbids eval; zod's JIT probes for it with `new Function`,
 * which the browser reports as a CSP violation, so zod runs without it everywhere. Domain modules
 * import `z` from this file, never from "zod" itself (domain/zod.test.ts holds them to it), so an
 * island that loads only one schema module still gets the setting.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
