/** What the audit log answers: who changed what, when, from what to what. */
import { z } from "../zod.ts";
import { pageOf } from "./admin-lists.ts";
import { recordIdSchema } from "./envelope.ts";

const snapshot = (description: string) => z.unknown().meta({ description });

export const auditEntryDtoSchema = z
  .object({
    id: recordIdSchema.meta({ description: "The entry's id." }),
    at: z.iso.datetime().meta({ description: "When the change was made." }),
    admin: z
      .object({
        id: recordIdSchema,
        name: z.string(),
        email: z.string(),
      })
      .meta({ description: "Who made it (name and e-mail empty if the account is gone)." }),
    action: z.string().meta({ description: "What was done.", example: "order.status" }),
    entity: z.string().meta({
      description: "What kind of record changed: product, order, user, contact_message, email or coupon.",
    }),
    entityId: z.string().meta({ description: "Which one: its id (a coupon's code)." }),
    before: snapshot("The fields that changed, as they were; null for a new record."),
    after: snapshot("The fields that changed, as they became; null for a deleted record."),
  })
  .meta({ id: "AuditEntry", description: "One change an admin made." });

export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;

export const auditListResponse = pageOf(auditEntryDtoSchema);
