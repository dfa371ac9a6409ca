import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./reviews.handlers.ts";
import * as routes from "./reviews.routes.ts";

export const adminReviewsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.approve, handlers.approve)
  .openapi(routes.hide, handlers.hide)
  .openapi(routes.reply, handlers.reply);
