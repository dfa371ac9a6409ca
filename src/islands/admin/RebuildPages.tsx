/**
 * The dashboard's "Pages" card: whether the pre-rendered pages are older than the last product
 * change, and "Rebuild pages" (the deploy hook; in local mode the answer says what to run).
 */
import { useCallback, useEffect, useState } from "react";
import type { PagesStatus, pagesStatusResponse, rebuildResponse } from "../../../domain/api/rebuild.ts";
import { adminApi, adminErrorText } from "../../lib/admin-panel.ts";
import { ErrorNotice, Notice, when } from "./ui.tsx";

const PATH = "/api/admin/pages/rebuild";

export function RebuildPages() {
  const [status, setStatus] = useState<PagesStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setError(null);
    try {
      setStatus((await adminApi.get<typeof pagesStatusResponse>(PATH)).data);
    } catch (e) {
      setError(adminErrorText(e));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function rebuild() {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setDone((await adminApi.post<typeof rebuildResponse>(PATH)).message);
    } catch (e) {
      setError(adminErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-card" aria-labelledby="pages-heading">
      <h2 id="pages-heading">Pages</h2>
      {!status && !error && <p>Checking the pages…</p>}
      {status && (
        <p>
          {status.stale
            ? `The pages are older than the last product change (${when(status.lastProductChangeAt)}). A rebuild brings a changed description or pack declarations to the product page; its buy box shows the live name, image, price and stock either way.`
            : "The pages are up to date with the products."}{" "}
          Built {when(status.pagesBuiltAt)}.
          {status.mode === "local" &&
            ` Local mode: no deploy hook is configured, so rebuilding means running ${status.localCommand}, which builds the product page from domain/catalogue.ts.`}
        </p>
      )}
      {error && <ErrorNotice message={error} onRetry={() => void load()} />}
      {done && <Notice message={done} />}
      <button type="button" className="button" onClick={() => void rebuild()} disabled={busy || !status}>
        {busy ? "Starting the rebuild…" : "Rebuild pages"}
      </button>
    </section>
  );
}
