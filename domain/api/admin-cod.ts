/** What the admin's cash-on-delivery endpoints answer: the COD blocklist and remittances. */
import { COD_BLOCK_KINDS, COD_REMITTANCE_MAX_ORDERS } from "../cod.ts";
import { z } from "../zod.ts";
import { recordIdSchema, successWith, successWithMessage } from "./envelope.ts";

export const codBlockSchema = z
  .object({
    _id: recordIdSchema,
    kind: z.enum(COD_BLOCK_KINDS),
    value: z.string().meta({ description: "A 10-digit mobile number or a 6-digit PIN code." }),
    reason: z.string(),
    createdBy: z.string().meta({ description: "The name of the admin who added it." }),
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

export const codCollectionSchema = z
  .object({
    orderId: recordIdSchema,
    shortId: z.string().meta({ description: "The first 8 characters of the order id, as pages show it." }),
    amount: z.number().nonnegative().meta({ description: "The cash the courier collected, in rupees." }),
    awb: z.string().meta({ description: "The parcel's air waybill number." }),
    collectedAt: z.iso.datetime().meta({ description: "When the courier reported it delivered." }),
  })
  .meta({ id: "CodCollection", description: "Cash collected at the door, not yet remitted by the courier." });
export type CodCollectionDto = z.infer<typeof codCollectionSchema>;

export const codCollectionsResponse = successWith(
  z.object({
    rows: z.array(codCollectionSchema).meta({
      description: `Oldest first, at most ${COD_REMITTANCE_MAX_ORDERS} (as many as one remittance marks).`,
    }),
    total: z.number().int().nonnegative().meta({ description: "Every order collected and not remitted." }),
  }),
);
