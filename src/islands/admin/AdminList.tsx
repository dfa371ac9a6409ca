/**
 * What every admin list shows the same way around its rows: the failure of the last action on them,
 * the load error with Retry, "Loading…", the empty message, and the pager. `AdminTable` is the
 * scrollable, captioned table most lists use (`AdminTableList` is the two together); `ListFilters` is
 * the search and filter row above it, made of `AdminFilter`s and a `SearchField`.
 */
import { type ReactNode, useId } from "react";
import type { AdminListState, ListFilter } from "./useAdminList.ts";
import { ErrorNotice, Loading, Pager } from "./ui.tsx";

type AdminListProps<T> = {
  list: AdminListState<T>;
  /** What is loading, as in "Loading {what}…". */
  what: string;
  /** Shown when the list loaded and has no rows. */
  empty: string;
  /** The load error as this screen words it; the API's message when not given. */
  errorMessage?: string | null;
  /** Why the last action on the list failed, when the screen runs it itself (the list's own `act` else). */
  actionError?: string | null;
  children: (rows: T[]) => ReactNode;
};

export function AdminList<T>({
  list,
  what,
  empty,
  errorMessage = list.error,
  actionError = list.actionError,
  children,
}: AdminListProps<T>) {
  return (
    <>
      {actionError && <ErrorNotice message={actionError} />}
      {errorMessage && <ErrorNotice message={errorMessage} onRetry={() => void list.reload()} />}
      {list.loading && list.rows.length === 0 && <Loading what={what} />}
      {!list.loading && !list.error && list.rows.length === 0 && <p>{empty}</p>}
      {list.rows.length > 0 && children(list.rows)}
      {list.pagination && (
        <Pager page={list.pagination.page} totalPages={list.pagination.totalPages} onPage={list.setPage} />
      )}
    </>
  );
}

/** An `AdminList` shown as an `AdminTable`: `row` gives each row's `<tr>`. */
export function AdminTableList<T>({
  caption,
  columns,
  row,
  ...listProps
}: Omit<AdminListProps<T>, "children"> & {
  caption: string;
  columns: string[];
  row: (item: T) => ReactNode;
}) {
  return (
    <AdminList {...listProps}>
      {(rows) => (
        <AdminTable caption={caption} columns={columns}>
          {rows.map(row)}
        </AdminTable>
      )}
    </AdminList>
  );
}

/**
 * A list's search and filter row: a search landmark whose form filters in place (no page load) and
 * starts again from page 1, searching for what its `SearchField` holds.
 */
export function ListFilters({ list, children }: { list: AdminListState<unknown>; children: ReactNode }) {
  return (
    <search>
      <form
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          list.submitSearch();
        }}
      >
        {children}
      </form>
    </search>
  );
}

/** One choice of a filter: the value the API takes, and the words the admin reads. */
type FilterOption = { value: string; label: string };

/** A labelled `<select>` for a list's filter (`list.filter(name)`): choosing filters at once. A string option is its own label. */
export function AdminFilter({
  label,
  filter,
  options,
}: {
  label: string;
  filter: ListFilter;
  options: readonly (string | FilterOption)[];
}) {
  const id = useId();
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
  label,
  list: { search },
  placeholder,
}: {
  label: string;
  list: AdminListState<unknown>;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={search.typed}
        onChange={(event) => search.setTyped(event.target.value)}
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
