/**
 * `GET /api/admin/getallusers?status=&role=` (the earlier build's path) and the changes admins make
 * to an account.
 */
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { adminMessages } from "../../../domain/admin-messages.ts";
import {
  userListQuerySchema,
  userRoleChangeSchema,
  userStatusChangeSchema,
} from "../../../domain/admin-schemas.ts";
import { idSchema } from "../../../domain/fields.ts";
import { adminUserListResponse, adminUserResponse } from "../../../domain/api/admin-users.ts";
import { adminOnly, errorResponses, guardResponses, jsonBody, jsonResponse } from "../../lib/openapi.ts";

const tags = ["Admin users"];
const params = z.object({
  id: idSchema(adminMessages.invalidUserId).meta({ description: "The account's id." }),
});
/** Both changes answer alike; the guard's 403 also covers an admin's own account. */
const changeResponses = {
  200: jsonResponse(adminUserResponse, "The account as changed."),
  ...guardResponses.admin,
  ...errorResponses({
    400: "The id is malformed, the body is not JSON, or the value is not one of the list (the message says which).",
    403: "The signed-in user is not an admin, or the account is their own (nobody changes their own status or role).",
    404: "No account has this id.",
    409: "The customer deleted the account (decision 022): it stays as it is.",
  }),
};

export const list = createRoute({
  method: "get",
  path: "/admin/getallusers",
  tags,
  summary: "List accounts",
  description:
    "Newest first; by default Active customers (`status=Active&role=User`), `All` widens either filter; searched by name, e-mail or phone.",
  ...adminOnly,
  request: { query: userListQuerySchema },
  responses: {
    200: jsonResponse(adminUserListResponse, "One page of accounts."),
    ...errorResponses({ 400: "A filter or the page number is not valid (the message says which)." }),
    ...guardResponses.admin,
  },
});

export const setStatus = createRoute({
  method: "put",
  path: "/admin/users/{id}/status",
  tags,
  summary: "Suspend, deactivate or reactivate an account",
  description: "Suspending or deactivating an account ends every session of it at once.",
  ...adminOnly,
  request: { params, body: jsonBody(userStatusChangeSchema) },
  responses: changeResponses,
});

export const setRole = createRoute({
  method: "put",
  path: "/admin/users/{id}/role",
  tags,
  summary: "Grant or revoke admin rights",
  ...adminOnly,
  request: { params, body: jsonBody(userRoleChangeSchema) },
  responses: changeResponses,
});
