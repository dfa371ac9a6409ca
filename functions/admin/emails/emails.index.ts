import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./emails.handlers.ts";
import * as routes from "./emails.routes.ts";

export const adminEmailsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.resend, handlers.resend);
