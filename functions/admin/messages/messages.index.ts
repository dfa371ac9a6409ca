import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./messages.handlers.ts";
import * as routes from "./messages.routes.ts";

export const adminMessagesRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.setHandled, handlers.setHandled);
