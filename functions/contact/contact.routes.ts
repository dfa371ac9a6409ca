import { contactReceivedResponse } from "../../domain/api/contact.ts";
import { contactMessageSchema } from "../../domain/schemas.ts";
import { grievancePromise } from "../../src/config/seller.ts";
import { errorResponses, jsonBody, jsonResponse, routes } from "../lib/openapi.ts";

const publicRoute = routes("public", "Contact");

export const send = publicRoute({
  method: "post",
  path: "/contact",
  summary: "Send a message to the shop",
  description: `Stores the Contact Us message for the admins to read in the panel, gives it a ticket number and e-mails the sender an acknowledgement with that number and the grievance promise (acknowledged ${grievancePromise.acknowledge}, resolved ${grievancePromise.resolve}). Limited per sender address; input refused by validation does not count against the limit.`,
  request: { body: jsonBody(contactMessageSchema) },
  responses: {
    201: jsonResponse(contactReceivedResponse, "The message is stored and its acknowledgement queued."),
    ...errorResponses({
      400: "The body is not JSON, or a field is missing or invalid (the message says which).",
      429: "Too many messages from this address; `Retry-After` says when to try again.",
    }),
  },
});
