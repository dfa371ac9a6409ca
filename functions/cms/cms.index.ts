import { routerOf } from "../lib/openapi.ts";
import * as handlers from "./cms.handlers.ts";
import * as routes from "./cms.routes.ts";

/** The editors' CMS (/cms) signing in to GitHub in production; see docs/decisions/017. */
export const cmsRouter = routerOf(routes, handlers);
