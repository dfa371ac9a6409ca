import { routerOf } from "../lib/openapi.ts";
import * as handlers from "./shipping.handlers.ts";
import * as routes from "./shipping.routes.ts";

export const shippingRouter = routerOf(routes, handlers);
