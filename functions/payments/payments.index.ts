import { createRouter } from "../lib/openapi.ts";
import * as handlers from "./payments.handlers.ts";
import * as routes from "./payments.routes.ts";

export const paymentsRouter = createRouter()
  .openapi(routes.config, handlers.config)
  .openapi(routes.createPayment, handlers.createPayment)
  .openapi(routes.verify, handlers.verify)
  .openapi(routes.webhook, handlers.webhook)
  .openapi(routes.completeTestPayment, handlers.completeTestPayment);
