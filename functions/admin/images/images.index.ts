import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./images.handlers.ts";
import * as routes from "./images.routes.ts";

export const adminImagesRouter = routerOf(routes, handlers);
