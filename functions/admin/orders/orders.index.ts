import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./orders.handlers.ts";
import * as routes from "./orders.routes.ts";

export const adminOrdersRouter = routerOf(routes, handlers);
