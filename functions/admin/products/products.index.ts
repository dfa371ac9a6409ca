import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./products.handlers.ts";
import * as routes from "./products.routes.ts";

export const adminProductsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.restore, handlers.restore);
