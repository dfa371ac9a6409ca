import { routerOf } from "../lib/openapi.ts";
import * as handlers from "./payments.handlers.ts";
import * as routes from "./payments.routes.ts";

export const paymentsRouter = routerOf(routes, handlers);
