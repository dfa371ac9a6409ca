import { routerOf } from "../lib/openapi.ts";
import * as handlers from "./contact.handlers.ts";
import * as routes from "./contact.routes.ts";

export const contactRouter = routerOf(routes, handlers);
