/** What the Contact Us form gets back. */
import { CONTACT_TICKET_PATTERN } from "../contact-tickets.ts";
import { z } from "../zod.ts";
import { recordIdSchema, successWithMessage } from "./envelope.ts";

export const contactReceivedResponse = successWithMessage(
  z.object({
    id: recordIdSchema.meta({ description: "The stored message's id." }),
    ticket: z.string().regex(CONTACT_TICKET_PATTERN).meta({
      description:
        "The message's ticket number, also e-mailed to the sender with the grievance promise; the sender quotes it about this message.",
      example: "CARE-7KQ4-M2XD",
    }),
  }),
);

export type ContactReceived = z.infer<typeof contactReceivedResponse>;
