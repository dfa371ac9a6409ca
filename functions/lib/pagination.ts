/** Page arithmetic for the admin lists: `{ page, pageSize, total, totalPages }` beside `data`. */
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { ADMIN_PAGE_SIZE } from "../../domain/admin-schemas.ts";

export type Pagination = { page: number; pageSize: number; total: number; totalPages: number };

function pageWindow(page: number, pageSize = ADMIN_PAGE_SIZE) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function pagination(page: number, total: number, pageSize = ADMIN_PAGE_SIZE): Pagination {
  return { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * One page of an admin list, read the way every list reads it: the rows of `select` (filtered and
 * ordered, made `$dynamic()`) that fall on `page`, and, in parallel, `total`, the count of all the
 * rows the same filter matches (a `select({ n: count() })` over the same tables and `where`).
 */
export async function readPage<T extends SQLiteSelect>(
  page: number,
  select: T,
  total: PromiseLike<{ n: number }[]>,
): Promise<{ rows: Awaited<T>; pagination: Pagination }> {
  const { limit, offset } = pageWindow(page);
  const [rows, [counted]] = await Promise.all([select.limit(limit).offset(offset), total]);
  return { rows: rows as Awaited<T>, pagination: pagination(page, counted?.n ?? 0) };
}
