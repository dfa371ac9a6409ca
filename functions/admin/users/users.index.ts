import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./users.handlers.ts";
import * as routes from "./users.routes.ts";

export const adminUsersRouter = routerOf(routes, handlers);
