import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./audit.handlers.ts";
import * as routes from "./audit.routes.ts";

export const adminAuditRouter = routerOf(routes, handlers);
