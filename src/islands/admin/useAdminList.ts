/** Loads one page of an admin list and reloads it when the filters change. */
import { useCallback, useEffect, useState } from "react";
import type { Page } from "../../../domain/api/admin-lists.ts";
import type { z } from "../../../domain/zod.ts";
import { adminApi, adminErrorText, query } from "../../lib/admin-panel.ts";

export function useAdminList<T>(path: string, params: Record<string, string | number | undefined>) {
  const [page, setPage] = useState<Page<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const key = path + query(params);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      // The rows' type is the list's `pageOf(rowSchema)` answer (domain/api/admin-*.ts).
      setPage(await adminApi.get<z.ZodType<Page<T>>>(key));
    } catch (e) {
      setError(adminErrorText(e));
    } finally {
      setLoading(false);
    }
  }, [key]);

  useEffect(() => {
    void load();
  }, [load]);

  return { rows: page?.data ?? [], pagination: page?.pagination ?? null, error, loading, reload: load };
}
