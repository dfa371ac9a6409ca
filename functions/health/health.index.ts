import { routerOf } from "../lib/openapi.ts";
import * as handlers from "./health.handlers.ts";
import * as routes from "./health.routes.ts";

export const healthRouter = routerOf(routes, handlers);
