import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./dashboard.handlers.ts";
import * as routes from "./dashboard.routes.ts";

export const dashboardRouter = routerOf(routes, handlers);
