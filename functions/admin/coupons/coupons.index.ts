import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./coupons.handlers.ts";
import * as routes from "./coupons.routes.ts";

export const adminCouponsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.setStatus, handlers.setStatus);
