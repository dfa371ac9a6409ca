/**
 * `GET /api/admin/getallusers?status=&role=` (the earlier build's path) and the changes admins make
 * to an account.
 */
import { z } from "zod";
import { adminMessages } from "../../../domain/admin-messages.ts";
import {
  userListQuerySchema,
  userRoleChangeSchema,
  userStatusChangeSchema,
} from "../../../domain/admin-schemas.ts";
import { idSchema } from "../../../domain/fields.ts";
import { adminUserListResponse, adminUserResponse } from "../../../domain/api/admin-users.ts";
import { errorResponses, jsonBody, jsonResponse, pagedList, routes } from "../../lib/openapi.ts";

const adminRoute = routes("admin", "Admin users");
const params = z.object({
  id: idSchema(adminMessages.invalidUserId).meta({ description: "The account's id." }),
});
/** Both changes answer alike; their 403 also covers an admin's own account. */
const changeResponses = {
  200: jsonResponse(adminUserResponse, "The account as changed."),
  ...errorResponses({
    400: "The id is malformed, the body is not JSON, or the value is not one of the list (the message says which).",
    403: "The signed-in user is not an admin, or the account is their own (nobody changes their own status or role).",
    404: "No account has this id.",
    409: "The customer deleted the account (decision 022): it stays as it is.",
  }),
};

export const list = adminRoute(
  pagedList("/admin/getallusers", userListQuerySchema, adminUserListResponse, {
    summary: "List accounts",
    description:
      "Newest first; by default Active customers (`status=Active&role=User`), `All` widens either filter; searched by name, e-mail or phone.",
    page: "One page of accounts.",
  }),
);

export const setStatus = adminRoute({
  method: "put",
  path: "/admin/users/{id}/status",
  summary: "Suspend, deactivate or reactivate an account",
  description: "Suspending or deactivating an account ends every session of it at once.",
  request: { params, body: jsonBody(userStatusChangeSchema) },
  responses: changeResponses,
});

export const setRole = adminRoute({
  method: "put",
  path: "/admin/users/{id}/role",
  summary: "Grant or revoke admin rights",
  request: { params, body: jsonBody(userRoleChangeSchema) },
  responses: changeResponses,
});
