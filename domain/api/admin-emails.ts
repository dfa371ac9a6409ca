/** What the admin outbox answers: the e-mails the shop sent or tried to send. */
import { z } from "../zod.ts";
import { pageOf } from "./admin-lists.ts";
import { recordIdSchema, successWith } from "./envelope.ts";

export const outboxEmailDtoSchema = z
  .object({
    id: recordIdSchema.meta({ description: "The e-mail's id." }),
    to: z.string().meta({ description: "The recipient's address." }),
    subject: z.string(),
    text: z.string().meta({
      description:
        "The plain-text body, with the keys of account links (password resets, log-in links) hidden.",
    }),
    status: z.enum(["pending", "sent", "failed"]).meta({
      description:
        "`pending` until the provider accepts it, then `sent`; `failed` once its attempts are used up (an admin may send it again).",
    }),
    attempts: z.number().int().nonnegative().meta({ description: "Delivery attempts so far." }),
    lastError: z.string().nullable().meta({ description: "Why the latest attempt failed." }),
    sentAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "OutboxEmail", description: "An e-mail in the shop's outbox." });

export type OutboxEmailDto = z.infer<typeof outboxEmailDtoSchema>;

export const outboxEmailListResponse = pageOf(outboxEmailDtoSchema);
export const outboxEmailResponse = successWith(outboxEmailDtoSchema);
