import { routerOf } from "../../lib/openapi.ts";
import * as handlers from "./coupons.handlers.ts";
import * as routes from "./coupons.routes.ts";

export const adminCouponsRouter = routerOf(routes, handlers);
