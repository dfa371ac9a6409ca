/**
 * Work that should not hold up the response (e.g. sending the e-mails a request queued). On
 * Workers it runs under `waitUntil`, so the runtime keeps it alive after the response is sent;
 * without an execution context (`app.request` in tests) it simply runs on. Failures are logged.
 */
import type { Context } from "hono";

export function runAfterResponse(c: Context, task: () => Promise<unknown>): void {
  const running = task().catch((error) => console.error("Background task failed", error));
  let ctx: { waitUntil(promise: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined;
  }
  ctx?.waitUntil(running);
}
