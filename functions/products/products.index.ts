import { createRouter } from "../lib/openapi.ts";
import * as handlers from "./products.handlers.ts";
import * as routes from "./products.routes.ts";

export const productsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get);
