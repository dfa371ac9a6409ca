import { createRouter } from "../lib/openapi.ts";
import * as handlers from "./user.handlers.ts";
import * as routes from "./user.routes.ts";

export const userRouter = createRouter()
  .openapi(routes.forgotPassword, handlers.forgotPassword)
  .openapi(routes.resetPassword, handlers.resetPassword)
  .openapi(routes.getProfile, handlers.getProfile)
  .openapi(routes.updateProfile, handlers.updateProfile)
  .openapi(routes.rewards, handlers.rewards)
  .openapi(routes.changePassword, handlers.changePassword)
  .openapi(routes.exportData, handlers.exportData)
  .openapi(routes.deleteAccount, handlers.deleteAccount);
