/** What the health check answers (for monitoring; no page reads it). */
import { z } from "../zod.ts";
import { successWith } from "./envelope.ts";

export const healthResponse = successWith(
  z.object({
    status: z.literal("ok").meta({ description: "The Worker answers." }),
    database: z.enum(["ok", "unavailable"]).meta({ description: "Whether a query to D1 came back." }),
  }),
);
