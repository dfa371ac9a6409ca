/** What the admin's cash-on-delivery endpoints answer: the COD blocklist and remittances. */
import { COD_BLOCK_KINDS } from "../cod.ts";
import { z } from "../zod.ts";
import { recordIdSchema, successWith, successWithMessage } from "./envelope.ts";

export const codBlockSchema = z
  .object({
    _id: recordIdSchema,
    kind: z.enum(COD_BLOCK_KINDS),
    value: z.string().meta({ description: "A 10-digit mobile number or a 6-digit PIN code." }),
    reason: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "CodBlock", description: "A mobile number or PIN code refused cash on delivery." });
export type CodBlockDto = z.infer<typeof codBlockSchema>;

export const codBlocklistResponse = successWith(
  z.array(codBlockSchema).meta({ description: "Newest first." }),
);
export const codBlockResponse = successWithMessage(codBlockSchema);

export const codRemittanceSchema = z
  .object({
    orderIds: z.array(recordIdSchema).meta({ description: "The orders marked remitted by this call." }),
    amount: z.number().nonnegative().meta({ description: "Their cash, in rupees." }),
  })
  .meta({ id: "CodRemittance" });
export const codRemittanceResponse = successWithMessage(codRemittanceSchema);
