import { Hono } from "hono";
import { auditListQuerySchema } from "../../../domain/admin-schemas.ts";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import { listAudit } from "./service.ts";

/** `/api/admin/audit`: the audit log, filterable by what was changed. */
export const adminAuditRoutes = new Hono<AuthedEnv>().get("/", async (c) => {
  const query = parseOrThrow(auditListQuerySchema, c.req.query());
  return c.json({ success: true, ...(await listAudit(getDb(c.env.DB), query)) });
});
