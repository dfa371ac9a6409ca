import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./reviews.handlers.ts";
import * as routes from "./reviews.routes.ts";

export const adminReviewsRouter = routerOf(routes, handlers);
