/** `/api/admin/messages`: the Contact Us inbox. */
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { messageHandledSchema, messageListQuerySchema } from "../../../domain/admin-schemas.ts";
import { idSchema } from "../../../domain/fields.ts";
import {
  contactMessageHandledResponse,
  contactMessageListResponse,
} from "../../../domain/api/admin-contact-messages.ts";
import { adminOnly, errorResponses, guardResponses, jsonBody, jsonResponse } from "../../lib/openapi.ts";

const tags = ["Admin inbox"];

export const list = createRoute({
  method: "get",
  path: "/admin/messages",
  tags,
  summary: "List Contact Us messages",
  description: "Newest first; open ones by default.",
  ...adminOnly,
  request: { query: messageListQuerySchema },
  responses: {
    200: jsonResponse(contactMessageListResponse, "One page of messages."),
    ...errorResponses({ 400: "A filter or the page number is not valid (the message says which)." }),
    ...guardResponses.admin,
  },
});

export const setHandled = createRoute({
  method: "put",
  path: "/admin/messages/{id}/handled",
  tags,
  summary: "Mark a message handled, or open again",
  ...adminOnly,
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
    ...guardResponses.admin,
  },
});
