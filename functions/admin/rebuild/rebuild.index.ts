import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./rebuild.handlers.ts";
import * as routes from "./rebuild.routes.ts";

export const rebuildRouter = routerOf(routes, handlers);
