/** `GET /api/dashboard/stats` (docs/product.md#api): the admin dashboard's figures. */
import { DASHBOARD_DAYS, dashboardStatsResponse } from "../../../domain/api/admin-dashboard.ts";
import { jsonResponse, routes } from "../../lib/openapi.ts";

const adminRoute = routes("admin", "Dashboard");

export const stats = adminRoute({
  method: "get",
  path: "/dashboard/stats",
  summary: `The dashboard's counts, last ${DASHBOARD_DAYS} days and latest orders`,
  description: "Days are calendar days in India (IST), oldest first, ending today.",
  responses: {
    200: jsonResponse(dashboardStatsResponse, "The figures, as of now."),
  },
});
