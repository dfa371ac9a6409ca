/** `/api/admin/emails`: the e-mail outbox. */
import { z } from "zod";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { emailListQuerySchema } from "../../../domain/admin-schemas.ts";
import { idSchema } from "../../../domain/fields.ts";
import { outboxEmailListResponse, outboxEmailResponse } from "../../../domain/api/admin-emails.ts";
import { errorResponses, jsonResponse, pagedList, routes } from "../../lib/openapi.ts";

const adminRoute = routes("admin", "Admin inbox");

export const list = adminRoute(
  pagedList("/admin/emails", emailListQuerySchema, outboxEmailListResponse, {
    summary: "List the e-mails the shop sent or tried to send",
    description: "Newest first; filtered by delivery status.",
    page: "One page of e-mails.",
  }),
);

export const resend = adminRoute({
  method: "post",
  path: "/admin/emails/{id}/resend",
  summary: "Send a failed e-mail again",
  description:
    "Puts it back in the queue with a fresh round of attempts and tries to deliver it at once, after answering.",
  request: {
    params: z.object({ id: idSchema(adminMessages.invalidId).meta({ description: "The e-mail's id." }) }),
  },
  responses: {
    200: jsonResponse(outboxEmailResponse, "The e-mail, `pending` again."),
    ...errorResponses({
      400: "The id is malformed.",
      404: "No e-mail has this id.",
      409: adminMessages.emailNotFailed,
    }),
  },
});
