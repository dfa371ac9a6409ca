import { createRouter } from "../lib/openapi.ts";
import * as handlers from "./reviews.handlers.ts";
import * as routes from "./reviews.routes.ts";

export const reviewsRouter = createRouter()
  .openapi(routes.listProductReviews, handlers.listProductReviews)
  .openapi(routes.featured, handlers.featured)
  .openapi(routes.listOwn, handlers.listOwn)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);
