/** What the Contact Us form gets back. */
import { z } from "../zod.ts";
import { recordIdSchema, successWithMessage } from "./envelope.ts";

export const contactReceivedResponse = successWithMessage(
  z.object({
    id: recordIdSchema.meta({ description: "The stored message's id." }),
  }),
);

export type ContactReceived = z.infer<typeof contactReceivedResponse>;
