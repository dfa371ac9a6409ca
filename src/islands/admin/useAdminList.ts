/** Loads one page of an admin list and reloads it when the filters change. */
import { useCallback, useEffect, useState } from "react";
import { adminJson, query, type Page } from "../../lib/admin-fetch.ts";

export function useAdminList<T>(path: string, params: Record<string, string | number | undefined>) {
  const [page, setPage] = useState<Page<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const key = path + query(params);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setPage(await adminJson<Page<T>>(key));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  }, [key]);

  useEffect(() => {
    void load();
  }, [load]);

  return { rows: page?.data ?? [], pagination: page?.pagination ?? null, error, loading, reload: load };
}
