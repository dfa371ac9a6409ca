import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { gstSummaryCsv } from "./csv.ts";
import type * as routes from "./gst.routes.ts";
import { monthlyGstSummary } from "./service.ts";

export const summary: RouteHandler<typeof routes.summary, AuthedEnv> = async (c) => {
  const { month } = c.req.valid("query");
  const csv = gstSummaryCsv(await monthlyGstSummary(getDb(c.env.DB), month));
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="gst-summary-${month}.csv"`,
    "Cache-Control": "private, no-store",
  });
};
