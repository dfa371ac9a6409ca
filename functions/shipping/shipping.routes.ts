import { z } from "zod";
import { pincodeCheckResponse } from "../../domain/api/shipping.ts";
import { pincodePathSchema } from "../../domain/fields.ts";
import { confirmationSchema } from "../../domain/api/envelope.ts";
import { errorResponses, jsonBodyReadByHandler, jsonResponse, routes } from "../lib/openapi.ts";

const publicRoute = routes("public", "Shipping");

export const checkPincode = publicRoute({
  method: "get",
  path: "/shipping/pincode/{pincode}",
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

/** Shiprocket's tracking webhook body: only the fields the shop reads are listed. */
const trackingWebhookSchema = z
  .object({
    awb: z.union([z.string(), z.number()]).meta({ description: "The parcel's AWB." }),
    courier_name: z.string().optional(),
    current_status: z.string().meta({ example: "OUT FOR DELIVERY" }),
    shipment_status_id: z
      .number()
      .optional()
      .meta({ description: "Shiprocket's shipment status code, e.g. 17 (out for delivery)." }),
    current_timestamp: z
      .string()
      .meta({ description: "When the status happened, India time.", example: "23 05 2026 11:43:52" }),
    scans: z
      .array(
        z.object({
          date: z.string().meta({ example: "2026-05-23 11:43:52" }),
          activity: z.string(),
          location: z.string(),
          status: z.string().optional(),
          "sr-status": z.string().optional(),
          "sr-status-label": z.string().optional(),
        }),
      )
      .optional(),
  })
  .meta({ id: "ShiprocketTrackingUpdate" });

export const trackingWebhook = publicRoute({
  method: "post",
  path: "/shipping/webhook",
  summary: "Shiprocket's tracking webhook",
  description:
    "Authenticated by the token set in Shiprocket's webhook settings, sent as `x-api-key` and compared with SHIPROCKET_WEBHOOK_TOKEN. Scans are added to the parcel's shipment; out for delivery, delivered and RTO (return to origin) move its order (RTO puts the stock back and e-mails the admins). A parcel that another was sent in place of (decision 050) moves nothing: a lost one found, delivered or coming back, is noted on its order and e-mailed to the admins, once. An update no newer than the last one applied (a replay, or one overtaken by a later one), an AWB the shop does not know, or a body without AWB and status is acknowledged with 200 and changes nothing; the message says which.",
  request: {
    headers: z.object({
      // Optional here so that a missing token gets the same 401 as a wrong one.
      "x-api-key": z.string().optional().meta({ description: "The webhook token set in Shiprocket." }),
    }),
    body: jsonBodyReadByHandler(trackingWebhookSchema, {
      required: true,
      description: "Read by the handler after the token is checked.",
    }),
  },
  responses: {
    200: jsonResponse(
      confirmationSchema,
      "Applied, or acknowledged with nothing changed (the message says which).",
    ),
    ...errorResponses({
      400: "The body is not JSON.",
      401: "The x-api-key token is missing or wrong, or the shop has no webhook token set.",
    }),
  },
});
