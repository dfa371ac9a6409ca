import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./cod.handlers.ts";
import * as routes from "./cod.routes.ts";

export const adminCodRouter = routerOf(routes, handlers);
