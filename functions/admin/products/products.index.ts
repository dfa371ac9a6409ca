import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./products.handlers.ts";
import * as routes from "./products.routes.ts";

export const adminProductsRouter = routerOf(routes, handlers);
