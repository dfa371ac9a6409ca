/** What the delivery check answers: a PIN code's place, whether we deliver there, and when. */
import { z } from "../zod.ts";
import { successWith } from "./envelope.ts";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: "A date in India time, `YYYY-MM-DD`.", example: "2026-11-27" });

export const pincodeCheckSchema = z
  .object({
    pincode: z.string().meta({ description: "The PIN code asked about.", example: "411001" }),
    serviceable: z.boolean().meta({ description: "Whether the shop delivers there." }),
    cod: z.boolean().meta({
      description: "Whether cash on delivery is offered there (false wherever the shop does not deliver).",
    }),
    state: z.string().nullable().meta({
      description: "The PIN code's state (India Post's directory); null when no such PIN code exists.",
      example: "Maharashtra",
    }),
    district: z.string().nullable().meta({
      description: "The PIN code's district (India Post's directory); null when no such PIN code exists.",
      example: "Pune",
    }),
    deliveryBy: z.object({ from: isoDate, to: isoDate }).nullable().meta({
      description:
        "The earliest and latest expected delivery day for an order paid now (the same day when the estimate is one day): dispatch today before 2 PM India time, else the next working day; Sundays are neither dispatch nor delivery days. Null where the shop does not deliver.",
    }),
  })
  .meta({ id: "PincodeCheck", description: "Delivery to one PIN code, as the shop would do it today." });

export type PincodeCheckDto = z.infer<typeof pincodeCheckSchema>;

export const pincodeCheckResponse = successWith(pincodeCheckSchema);

export type PincodeCheckResponse = z.infer<typeof pincodeCheckResponse>;
