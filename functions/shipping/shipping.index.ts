import { createRouter } from "../lib/openapi.ts";
import * as handlers from "./shipping.handlers.ts";
import * as routes from "./shipping.routes.ts";

export const shippingRouter = createRouter()
  .openapi(routes.checkPincode, handlers.checkPincode)
  .openapi(routes.trackingWebhook, handlers.trackingWebhook);
