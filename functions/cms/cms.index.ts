import { createRouter } from "../lib/openapi.ts";
import * as handlers from "./cms.handlers.ts";
import * as routes from "./cms.routes.ts";

/** The editors' CMS (/cms) signing in to GitHub in production; see docs/decisions/017. */
export const cmsRouter = createRouter()
  .openapi(routes.backend, handlers.backend)
  .openapi(routes.auth, handlers.auth)
  .openapi(routes.callback, handlers.callback);
