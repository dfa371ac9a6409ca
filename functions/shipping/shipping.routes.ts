import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { pincodeCheckResponse } from "../../domain/api/shipping.ts";
import { pincodePathSchema } from "../../domain/fields.ts";
import { errorResponses, jsonResponse } from "../lib/openapi.ts";

export const checkPincode = createRoute({
  method: "get",
  path: "/shipping/pincode/{pincode}",
  tags: ["Shipping"],
  summary: "Check delivery to a PIN code",
  description:
    "Whether the shop delivers to a PIN code, its state and district, whether cash on delivery is offered and the expected delivery dates for an order paid now. Without a courier account the answer comes from India Post's PIN code directory bundled with the shop and the delivery zones; with one, from the courier (asked at most once a day per PIN code), falling back to the directory when the courier is down. A PIN code that does not exist answers 200 with `serviceable: false` and null `state`, `district` and `deliveryBy`. Public and cacheable for up to 5 minutes, never past the next dispatch cut-off or midnight (India time), when the dates move.",
  request: {
    params: z.object({
      pincode: pincodePathSchema.meta({
        description: "Six digits, not starting with 0, nothing around them.",
        example: "411001",
      }),
    }),
  },
  responses: {
    200: jsonResponse(pincodeCheckResponse, "Delivery to this PIN code (served or not)."),
    ...errorResponses({ 400: "Not a PIN code: letters, spaces, a leading 0 or not six digits." }),
  },
});
