import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./messages.handlers.ts";
import * as routes from "./messages.routes.ts";

export const adminMessagesRouter = routerOf(routes, handlers);
