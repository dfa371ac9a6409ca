/**
 * What every admin list shows the same way around its rows: the load error with Retry, "Loading…",
 * the empty message, and the pager. `AdminTable` is the scrollable, captioned table most lists use;
 * `ListFilters` is the search and filter row above it, made of `AdminFilter`s and a `SearchField`.
 */
import { type ReactNode, useState } from "react";
import type { useAdminList } from "./useAdminList.ts";
import { ErrorNotice, Loading, Pager } from "./ui.tsx";

type ListState<T> = ReturnType<typeof useAdminList<T>>;

type AdminListProps<T> = {
  list: ListState<T>;
  /** What is loading, as in "Loading {what}…". */
  what: string;
  /** Shown when the list loaded and has no rows. */
  empty: string;
  onPage: (page: number) => void;
  /** The load error as this screen words it; the API's message when not given. */
  errorMessage?: string | null;
  children: (rows: T[]) => ReactNode;
};

export function AdminList<T>({
  list,
  what,
  empty,
  onPage,
  errorMessage = list.error,
  children,
}: AdminListProps<T>) {
  return (
    <>
      {errorMessage && <ErrorNotice message={errorMessage} onRetry={() => void list.reload()} />}
      {list.loading && list.rows.length === 0 && <Loading what={what} />}
      {!list.loading && !list.error && list.rows.length === 0 && <p>{empty}</p>}
      {list.rows.length > 0 && children(list.rows)}
      {list.pagination && (
        <Pager page={list.pagination.page} totalPages={list.pagination.totalPages} onPage={onPage} />
      )}
    </>
  );
}

/**
 * A list's search and filter row: a search landmark whose form filters in place (no page load) and
 * starts again from page 1.
 */
export function ListFilters({
  onSearch,
  onPage,
  children,
}: {
  onSearch: () => void;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <search>
      <form
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch();
          onPage(1);
        }}
      >
        {children}
      </form>
    </search>
  );
}

/** One choice of a filter: the value the API takes, and the words the admin reads. */
type FilterOption = { value: string; label: string };

/**
 * A filter of a list, and how it changes: back to page 1, because the page the admin was on may not
 * exist under the new filter.
 */
export function useListFilter(initial: string, onPage: (page: number) => void) {
  const [value, setValue] = useState(initial);
  const set = (next: string) => {
    setValue(next);
    onPage(1);
  };
  return { value, set };
}

/** A labelled `<select>` for a `useListFilter`: choosing filters at once. A string option is its own label. */
export function AdminFilter({
  id,
  label,
  filter,
  options,
}: {
  id: string;
  label: string;
  filter: ReturnType<typeof useListFilter>;
  options: readonly (string | FilterOption)[];
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={filter.value} onChange={(event) => filter.set(event.target.value)}>
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </>
  );
}

/** The search box of a `ListFilters` row and its Search button, which submits the row. */
export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
      />
      <button type="submit" className="button secondary">
        Search
      </button>
    </>
  );
}

/**
 * Where a table scrolls sideways on narrow screens instead of widening the page: focusable, so
 * keyboards can scroll it too (axe's scrollable-region-focusable), and named for screen readers.
 */
export function TableScroll({ name, children }: { name: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to scroll by keyboard
    <section className="table-wrap" tabIndex={0} aria-label={`${name} table (scrolls sideways)`}>
      {children}
    </section>
  );
}

/** The captioned list table, in its `TableScroll`. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <TableScroll name={caption}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
