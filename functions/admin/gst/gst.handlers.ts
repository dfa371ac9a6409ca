import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { GST_TABLE_FILE_NAMES } from "../../../domain/invoicing/gst-summary.ts";
import { GST_TABLE_CSV } from "./csv.ts";
import type * as routes from "./gst.routes.ts";

export const summary: RouteHandler<typeof routes.summary, AuthedEnv> = async (c) => {
  const { month, table } = c.req.valid("query");
  const csv = await GST_TABLE_CSV[table](getDb(c.env.DB), month);
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${GST_TABLE_FILE_NAMES[table]}-${month}.csv"`,
    "Cache-Control": "private, no-store",
  });
};
