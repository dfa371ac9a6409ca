import { routerOf } from "../lib/openapi.ts";
import * as handlers from "./user.handlers.ts";
import * as routes from "./user.routes.ts";

export const userRouter = routerOf(routes, handlers);
