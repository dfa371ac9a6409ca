import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./gst.handlers.ts";
import * as routes from "./gst.routes.ts";

export const adminGstRouter = routerOf(routes, handlers);
