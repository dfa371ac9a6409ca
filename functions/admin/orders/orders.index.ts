import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./orders.handlers.ts";
import * as routes from "./orders.routes.ts";

export const adminOrdersRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.exportCsv, handlers.exportCsv)
  .openapi(routes.get, handlers.get)
  .openapi(routes.getInvoice, handlers.getInvoice)
  .openapi(routes.getCreditNote, handlers.getCreditNote)
  .openapi(routes.changeStatus, handlers.changeStatus)
  .openapi(routes.retryRefund, handlers.retryRefund)
  .openapi(routes.ship, handlers.ship);
