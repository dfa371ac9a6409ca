/** `/api/admin/audit`: the audit log, filterable by what was changed. */
import { createRoute } from "@hono/zod-openapi";
import { auditListQuerySchema } from "../../../domain/admin-schemas.ts";
import { auditListResponse } from "../../../domain/api/admin-audit.ts";
import { adminOnly, errorResponses, guardResponses, jsonResponse } from "../../lib/openapi.ts";

export const list = createRoute({
  method: "get",
  path: "/admin/audit",
  tags: ["Admin audit log"],
  summary: "Read the audit log",
  description: "Every change an admin made, newest first; filtered by the kind of record changed.",
  ...adminOnly,
  request: { query: auditListQuerySchema },
  responses: {
    200: jsonResponse(auditListResponse, "One page of the log."),
    ...errorResponses({ 400: "A filter or the page number is not valid (the message says which)." }),
    ...guardResponses.admin,
  },
});
