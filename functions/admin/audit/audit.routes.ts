/** `/api/admin/audit`: the audit log, filterable by what was changed. */
import { auditListQuerySchema } from "../../../domain/admin-schemas.ts";
import { auditListResponse } from "../../../domain/api/admin-audit.ts";
import { pagedList, routes } from "../../lib/openapi.ts";

const adminRoute = routes("admin", "Admin audit log");

export const list = adminRoute(
  pagedList("/admin/audit", auditListQuerySchema, auditListResponse, {
    summary: "Read the audit log",
    description: "Every change an admin made, newest first; filtered by the kind of record changed.",
    page: "One page of the log.",
  }),
);
