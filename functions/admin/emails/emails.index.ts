import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./emails.handlers.ts";
import * as routes from "./emails.routes.ts";

export const adminEmailsRouter = routerOf(routes, handlers);
