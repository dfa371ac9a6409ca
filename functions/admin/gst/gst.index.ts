import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./gst.handlers.ts";
import * as routes from "./gst.routes.ts";

export const adminGstRouter = createRouter().openapi(routes.summary, handlers.summary);
