import { createRouter } from "../lib/openapi.ts";
import * as handlers from "./auth.handlers.ts";
import * as routes from "./auth.routes.ts";

export const authRouter = createRouter()
  .openapi(routes.register, handlers.register)
  .openapi(routes.login, handlers.login)
  .openapi(routes.adminLogin, handlers.adminLogin)
  .openapi(routes.loginLink, handlers.loginLink)
  .openapi(routes.refresh, handlers.refresh)
  .openapi(routes.logout, handlers.logout);
