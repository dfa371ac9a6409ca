/**
 * An admin list's state, held once for every list: the page it shows, its filters and search, the
 * loaded rows, and the last action on them. Changing a filter or searching starts again from page 1
 * (the page the admin was on may not exist under the new filter); the list reloads on any change.
 */
import { useCallback, useEffect, useState } from "react";
import type { Page } from "../../../domain/api/admin-lists.ts";
import type { z } from "../../../domain/zod.ts";
import { adminApi, adminErrorText, query } from "../../lib/admin-panel.ts";
import { useAdminAction } from "./useAdminAction.ts";

type ListOptions<F extends string> = {
  /** The filters the list starts with, by the API's parameter name (a fixed one is never changed). */
  filters?: Record<F, string>;
  /** The search the list starts with; a list without it has no search. */
  search?: string;
  /** False for a list the API answers whole, without a `page` parameter. */
  paged?: boolean;
};

/** A list's search text: what is typed in its `SearchField`, and what the list is searched for. */
export function useListSearch(initial: string) {
  const [typed, setTyped] = useState(initial);
  const [applied, setApplied] = useState(initial);
  return { typed, setTyped, applied, apply: () => setApplied(typed) };
}

export function useAdminList<T, F extends string = never>(
  path: string,
  { filters: initialFilters, search: initialSearch, paged = true }: ListOptions<F> = {},
) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState(initialFilters ?? ({} as Record<F, string>));
  const search = useListSearch(initialSearch ?? "");
  const searchable = initialSearch !== undefined;
  const [loaded, setLoaded] = useState<Page<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  /** The filters and search as the API takes them (an export of what the list shows uses them too). */
  const params = { ...filters, q: searchable ? search.applied : undefined };
  const key = path + query({ ...params, page: paged ? page : undefined });

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      // The rows' type is the list's `pageOf(rowSchema)` answer (domain/api/admin-*.ts).
      setLoaded(await adminApi.get<z.ZodType<Page<T>>>(key));
    } catch (e) {
      setError(adminErrorText(e));
    } finally {
      setLoading(false);
    }
  }, [key]);

  useEffect(() => {
    void load();
  }, [load]);

  /** A filter of the list and how it changes: filtered at once, from page 1. */
  const filter = (name: F): ListFilter => ({
    value: filters[name],
    set: (value: string) => {
      setFilters((current) => ({ ...current, [name]: value }));
      setPage(1);
    },
  });

  /** Searches for what the `SearchField` holds, from page 1. */
  const submitSearch = () => {
    search.apply();
    setPage(1);
  };

  /**
   * An action on the rows (mark handled, suspend, resend…): an `useAdminAction` that reloads the
   * list once it succeeds, so the rows show what it changed; `AdminList` shows why it failed.
   */
  const action = useAdminAction();
  const act = (change: () => Promise<unknown>, errorText?: (e: unknown) => string) =>
    action.run(async () => {
      await change();
      await load();
    }, errorText);

  return {
    rows: loaded?.data ?? [],
    pagination: loaded?.pagination ?? null,
    error,
    loading,
    reload: load,
    setPage,
    params,
    filter,
    search,
    submitSearch,
    act,
    actionError: action.error,
  };
}

/** What `AdminList` and the filter row read of a list (whatever its filters are named). */
export type AdminListState<T> = Pick<
  ReturnType<typeof useAdminList<T>>,
  | "rows"
  | "pagination"
  | "error"
  | "loading"
  | "reload"
  | "setPage"
  | "search"
  | "submitSearch"
  | "actionError"
>;

/** A filter of a list, as `AdminFilter` shows it. */
export type ListFilter = { value: string; set: (value: string) => void };

/**
 * A list with a form above it that adds a row or edits one: what the form has open (null: closed),
 * and the notice above the list. Saving closes the form, says what was saved and reloads the list.
 */
export function useListEditor<E>(list: { reload: () => Promise<void> }, initial: E | null = null) {
  const [editing, setEditing] = useState<E | null>(initial);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    editing,
    notice,
    setNotice,
    open: (what: E) => setEditing(what),
    /** Opens a row's form from the table, scrolling up to where the form shows. */
    edit: (what: E) => {
      setEditing(what);
      window.scrollTo(0, 0);
    },
    close: () => setEditing(null),
    saved: (message: string) => {
      setEditing(null);
      setNotice(message);
      void list.reload();
    },
  };
}
