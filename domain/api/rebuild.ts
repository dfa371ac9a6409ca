/** What the admin panel's "Rebuild pages" card reads and gets back (GET/POST /api/admin/pages/rebuild). */
import { z } from "../zod.ts";
import { successWith, successWithMessage } from "./envelope.ts";

const isoTime = z.string().meta({ example: "2026-11-22T18:45:06.000Z" });

/** How this deployment rebuilds: a configured deploy hook, or the local stand-in that says what to run. */
export const rebuildModeSchema = z
  .enum(["deployHook", "local"])
  .meta({ description: "`deployHook`: DEPLOY_HOOK_URL is set. `local`: it is not; nothing is sent." });

export const pagesStatusResponse = successWith(
  z.object({
    pagesBuiltAt: isoTime.meta({ description: "When the pre-rendered pages were built." }),
    lastProductChangeAt: isoTime
      .nullable()
      .meta({ description: "The admin's last product change (audit log), or null if none yet." }),
    stale: z.boolean().meta({ description: "True when a product changed after the pages were built." }),
    mode: rebuildModeSchema,
    localCommand: z
      .string()
      .nullable()
      .meta({ description: "In local mode, the command that rebuilds the pages on this machine." }),
  }),
);

export const rebuildResponse = successWithMessage(
  z.object({ mode: rebuildModeSchema, requestedAt: isoTime.nullable() }),
);

export type PagesStatus = z.infer<typeof pagesStatusResponse>["data"];
export type RebuildAnswer = z.infer<typeof rebuildResponse>;
