import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./rebuild.handlers.ts";
import * as routes from "./rebuild.routes.ts";

export const rebuildRouter = createRouter()
  .openapi(routes.status, handlers.status)
  .openapi(routes.rebuild, handlers.rebuild);
