import { createRouter } from "../lib/openapi.ts";
import * as handlers from "./orders.handlers.ts";
import * as routes from "./orders.routes.ts";

export const ordersRouter = createRouter()
  .openapi(routes.placeOrder, handlers.placeOrder)
  .openapi(routes.listOrders, handlers.listOrders)
  .openapi(routes.getOrder, handlers.getOrder, routes.unknownOrderWhenInvalid)
  .openapi(routes.getInvoice, handlers.getInvoice, routes.unknownOrderWhenInvalid)
  .openapi(routes.getCreditNote, handlers.getCreditNote, routes.unknownOrderWhenInvalid)
  .openapi(routes.cancelOrder, handlers.cancelOrder, routes.unknownOrderWhenInvalid)
  .openapi(routes.confirmCod, handlers.confirmCod, routes.unknownOrderWhenInvalid)
  .openapi(routes.codEligibility, handlers.codEligibility)
  .openapi(routes.savedDeliveryAddress, handlers.savedDeliveryAddress);
