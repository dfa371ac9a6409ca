/** What the admin inbox answers: the Contact Us messages and who handled them. */
import { z } from "../zod.ts";
import { CONTACT_COUNTRIES } from "../schemas.ts";
import { pageOf } from "./admin-lists.ts";
import { recordIdSchema, successWith } from "./envelope.ts";

const handledAt = z.iso
  .datetime()
  .nullable()
  .meta({ description: "When an admin marked it handled; null while it is open." });
const handledBy = z.string().nullable().meta({ description: "The name of the admin who handled it." });

export const contactMessageDtoSchema = z
  .object({
    id: recordIdSchema.meta({ description: "The message's id." }),
    ticket: z.string().nullable().meta({
      description:
        "The ticket number the sender was given (CARE-XXXX-XXXX); null for messages from before tickets.",
    }),
    email: z.string().meta({ description: "The sender's address (lower-cased)." }),
    countryCode: z.string().meta({
      description: `The country the sender chose: ${CONTACT_COUNTRIES.map((country) => country.code).join(", ")}.`,
    }),
    phoneNumber: z.string().meta({ description: "As typed; empty when not given." }),
    address: z.string().meta({ description: "Empty when not given." }),
    message: z.string(),
    receivedAt: z.iso.datetime(),
    resolveBy: z.iso.date().meta({
      description:
        "The India date by which a complaint must be resolved (the grievance promise, decision 018).",
    }),
    handledAt,
    handledBy,
  })
  .meta({ id: "ContactMessage", description: "A message sent with the Contact Us form." });

export type ContactMessageDto = z.infer<typeof contactMessageDtoSchema>;

export const contactMessageListResponse = pageOf(contactMessageDtoSchema);

export const contactMessageHandledResponse = successWith(
  z.object({
    id: recordIdSchema.meta({ description: "The message's id." }),
    handled: z.boolean(),
    handledAt,
    handledBy,
  }),
);
