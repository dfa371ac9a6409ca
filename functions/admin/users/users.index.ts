import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./users.handlers.ts";
import * as routes from "./users.routes.ts";

export const adminUsersRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.setStatus, handlers.setStatus)
  .openapi(routes.setRole, handlers.setRole);
