import { routerOf } from "../lib/openapi.ts";
import * as handlers from "./orders.handlers.ts";
import * as routes from "./orders.routes.ts";

export const ordersRouter = routerOf(routes, handlers, {
  getOrder: routes.unknownOrderWhenInvalid,
  getInvoice: routes.unknownOrderWhenInvalid,
  getCreditNote: routes.unknownOrderWhenInvalid,
  cancelOrder: routes.unknownOrderWhenInvalid,
  confirmCod: routes.unknownOrderWhenInvalid,
});
