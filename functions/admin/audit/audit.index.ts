import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./audit.handlers.ts";
import * as routes from "./audit.routes.ts";

export const adminAuditRouter = createRouter().openapi(routes.list, handlers.list);
