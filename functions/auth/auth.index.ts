import { routerOf } from "../lib/openapi.ts";
import * as handlers from "./auth.handlers.ts";
import * as routes from "./auth.routes.ts";

export const authRouter = routerOf(routes, handlers);
