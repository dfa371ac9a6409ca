/** `GET /api/dashboard/stats` (docs/product.md#api): the admin dashboard's figures. */
import { createRoute } from "@hono/zod-openapi";
import { dashboardStatsResponse } from "../../../domain/api/admin-dashboard.ts";
import { adminOnly, guardResponses, jsonResponse } from "../../lib/openapi.ts";

export const stats = createRoute({
  method: "get",
  path: "/dashboard/stats",
  tags: ["Dashboard"],
  summary: "The dashboard's counts, last 30 days and latest orders",
  description: "Days are calendar days in India (IST), oldest first, ending today.",
  ...adminOnly,
  responses: {
    200: jsonResponse(dashboardStatsResponse, "The figures, as of now."),
    ...guardResponses.admin,
  },
});
