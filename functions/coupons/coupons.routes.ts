import { couponQuoteResponse } from "../../domain/api/coupons.ts";
import { couponQuoteSchema } from "../../domain/schemas.ts";
import { errorResponses, jsonBody, jsonResponse, rateLimitedResponse, routes } from "../lib/openapi.ts";
import { countCouponTry } from "./limits.ts";

const publicRoute = routes("public", "Coupons");

export const validate = publicRoute({
  method: "post",
  path: "/coupons/validate",
  summary: "Check a coupon code against the cart",
  description:
    "Open to visitors; with a bearer token the customer's own uses of the coupon are checked too. Prices the cart from the database as placing the order would. An unknown, used-up, ended or inactive code all get the same refusal; every refusal counts against a limit per address (and per account when signed in).",
  middleware: [countCouponTry] as const,
  request: { body: jsonBody(couponQuoteSchema) },
  responses: {
    200: jsonResponse(couponQuoteResponse, "The coupon applies: what it takes off and the new totals."),
    ...errorResponses({
      400: "The code cannot be used (one message for every reason), the cart is below the coupon's minimum order (the message names it), or the body is malformed.",
      404: "A product of the cart is unknown or no longer on sale.",
      409: "Not enough stock for a line of the cart.",
    }),
    ...rateLimitedResponse("Too many refused codes from this address or account."),
  },
});
