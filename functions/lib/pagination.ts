/** Page arithmetic for the admin lists: `{ page, pageSize, total, totalPages }` beside `data`. */
import { ADMIN_PAGE_SIZE } from "../../domain/admin-schemas.ts";

export type Pagination = { page: number; pageSize: number; total: number; totalPages: number };

export function pageWindow(page: number, pageSize = ADMIN_PAGE_SIZE) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function pagination(page: number, total: number, pageSize = ADMIN_PAGE_SIZE): Pagination {
  return { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
