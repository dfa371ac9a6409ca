import { Hono } from "hono";
import {
  userListQuerySchema,
  userRoleChangeSchema,
  userStatusChangeSchema,
} from "../../../domain/admin-schemas.ts";
import { idSchema } from "../../../domain/fields.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { parseOrThrow, validJson } from "../../lib/validate.ts";
import { changeUserRole, changeUserStatus, listUsers } from "./service.ts";

const userId = idSchema(adminMessages.invalidUserId);

/** Mounted at `/api/admin`: `getallusers` (spec §7) and `users/:id/...` changes. */
export const adminUserRoutes = new Hono<AuthedEnv>()
  .get("/getallusers", async (c) => {
    const query = parseOrThrow(userListQuerySchema, c.req.query());
    return c.json({ success: true, ...(await listUsers(getDb(c.env.DB), query)) });
  })
  .put("/users/:id/status", async (c) => {
    const id = parseOrThrow(userId, c.req.param("id"));
    const { status } = await validJson(c, userStatusChangeSchema);
    return c.json({ success: true, data: await changeUserStatus(getDb(c.env.DB), c.var.user, id, status) });
  })
  .put("/users/:id/role", async (c) => {
    const id = parseOrThrow(userId, c.req.param("id"));
    const { role } = await validJson(c, userRoleChangeSchema);
    return c.json({ success: true, data: await changeUserRole(getDb(c.env.DB), c.var.user, id, role) });
  });
