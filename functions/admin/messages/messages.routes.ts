/** `/api/admin/messages`: the Contact Us inbox. */
import { z } from "zod";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { messageHandledSchema, messageListQuerySchema } from "../../../domain/admin-schemas.ts";
import { idSchema } from "../../../domain/fields.ts";
import {
  contactMessageHandledResponse,
  contactMessageListResponse,
} from "../../../domain/api/admin-contact-messages.ts";
import { errorResponses, jsonBody, jsonResponse, pagedList, routes } from "../../lib/openapi.ts";

const adminRoute = routes("admin", "Admin inbox");

export const list = adminRoute(
  pagedList("/admin/messages", messageListQuerySchema, contactMessageListResponse, {
    summary: "List Contact Us messages",
    description: "Newest first; open ones by default.",
    page: "One page of messages.",
  }),
);

export const setHandled = adminRoute({
  method: "put",
  path: "/admin/messages/{id}/handled",
  summary: "Mark a message handled, or open again",
  request: {
    params: z.object({ id: idSchema(adminMessages.invalidId).meta({ description: "The message's id." }) }),
    body: jsonBody(messageHandledSchema),
  },
  responses: {
    200: jsonResponse(contactMessageHandledResponse, "The message's new state."),
    ...errorResponses({
      400: "The id is malformed, or `handled` is not true or false.",
      404: "No message has this id.",
    }),
  },
});
