/**
 * "Rebuild pages": the product pages are pre-rendered at build time (decision 006), so an admin's
 * product change reaches them only with the next build. The panel compares the build's time with
 * the last product change in the audit log and starts a build through the deploy hook configured
 * in DEPLOY_HOOK_URL (a Cloudflare build hook). Without a hook (a local shop) nothing is sent and
 * the answer says so, with the command that rebuilds the pages on this machine.
 */
import { like, max } from "drizzle-orm";
import { adminMessages } from "../../../domain/admin-messages.ts";
import type { PagesStatus } from "../../../domain/api/rebuild.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import { auditEntry } from "../../lib/audit.ts";
import { ApiError } from "../../lib/errors.ts";

/** Set by the build (astro.config.mjs `vite.define`; vitest.config.ts for the API tests). */
declare const __PAGES_BUILT_AT__: string;
export const PAGES_BUILT_AT: string = __PAGES_BUILT_AT__;

/** What rebuilds the pages on a developer's machine: `npm start` builds, then serves. */
export const LOCAL_REBUILD_COMMAND = "npm start";

/** Every admin action on a product (create, update, archive, delete, restore) is `product.*`. */
async function lastProductChange(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ at: max(auditLog.createdAt) })
    .from(auditLog)
    .where(like(auditLog.action, "product.%"));
  return row?.at ?? null;
}

export async function pagesStatus(db: Db, hookUrl: string | undefined): Promise<PagesStatus> {
  const changedAt = await lastProductChange(db);
  return {
    pagesBuiltAt: PAGES_BUILT_AT,
    lastProductChangeAt: changedAt === null ? null : new Date(changedAt).toISOString(),
    stale: changedAt !== null && changedAt > Date.parse(PAGES_BUILT_AT),
    mode: hookUrl ? "deployHook" : "local",
    localCommand: hookUrl ? null : LOCAL_REBUILD_COMMAND,
  };
}

/**
 * Calls the deploy hook (an empty POST, as Cloudflare's build hooks take) and records who did it.
 * A hook that fails or cannot be reached is a 502 with the reason, and nothing is recorded.
 */
export async function requestRebuild(db: Db, hookUrl: string | undefined, adminId: string) {
  if (!hookUrl) {
    return {
      message: adminMessages.rebuildLocal(LOCAL_REBUILD_COMMAND),
      mode: "local" as const,
      requestedAt: null,
    };
  }
  let response: Response;
  try {
    response = await fetch(hookUrl, { method: "POST" });
  } catch {
    throw new ApiError(502, adminMessages.rebuildHookUnreachable);
  }
  // Read (and drop) the body so the connection is released; its content is the host's, not ours.
  await response.body?.cancel();
  if (!response.ok) throw new ApiError(502, adminMessages.rebuildHookFailed(response.status));
  const requestedAt = new Date().toISOString();
  // The hook URL is a secret (anyone holding it can start builds): the log records only the fact.
  await auditEntry(db, {
    adminId,
    action: "pages.rebuild",
    entity: "pages",
    entityId: "all",
    after: { requestedAt },
  });
  return { message: adminMessages.rebuildStarted, mode: "deployHook" as const, requestedAt };
}
