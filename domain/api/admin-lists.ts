/**
 * The admin panel's lists (products, orders, users, coupons, messages, e-mails, audit log): one
 * page of rows and where it stands among the others, `{ success, data, pagination }`.
 */
import { z } from "../zod.ts";

export const paginationSchema = z
  .object({
    page: z.number().int().positive().meta({ description: "This page's number, from 1." }),
    pageSize: z.number().int().positive().meta({ description: "Rows a full page holds." }),
    total: z.number().int().nonnegative().meta({ description: "Rows matching the filters, on all pages." }),
    totalPages: z
      .number()
      .int()
      .positive()
      .meta({ description: "How many pages there are: at least 1, even when nothing matches." }),
  })
  .meta({ id: "Pagination", description: "Where a page of an admin list stands among the others." });

export type Pagination = z.infer<typeof paginationSchema>;

/** One page of `row`s, newest first. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({ success: z.literal(true), data: z.array(row), pagination: paginationSchema });
}

/** What `pageOf(schema)` answers, for the panel's list loader (any row type). */
export type Page<Row> = { success: true; data: Row[]; pagination: Pagination };
