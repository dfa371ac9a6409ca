/**
 * createApp(): the whole API, used by the Worker entry and by the tests alike, so tests run the
 * real middleware stack (security headers, error envelope, 404s).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { messages } from "../domain/messages.ts";
import type { AppEnv } from "./env.ts";
import { ApiError } from "./lib/errors.ts";
import { defaultHook } from "./lib/openapi.ts";
import { addApiHeaders } from "./lib/security-headers.ts";
import { serveApiDescription } from "./openapi/routes.ts";
import { healthRouter } from "./health/health.index.ts";
import { productsRouter } from "./products/products.index.ts";
import { contactRouter } from "./contact/contact.index.ts";
import { authRouter } from "./auth/auth.index.ts";
import { userRouter } from "./user/user.index.ts";
import { ordersRouter } from "./orders/orders.index.ts";
import { paymentsRouter } from "./payments/payments.index.ts";
import { couponsRouter } from "./coupons/coupons.index.ts";
import { imagesRouter } from "./images/images.index.ts";
import { shippingRouter } from "./shipping/shipping.index.ts";
import { reviewsRouter } from "./reviews/reviews.index.ts";
import { adminRouter } from "./admin/admin.index.ts";
import { cmsRouter } from "./cms/cms.index.ts";

export function createApp() {
  // OpenAPIHono is Hono plus the registry the document is generated from (see lib/openapi.ts).
  const app = new OpenAPIHono<AppEnv>({ defaultHook }).basePath("/api");

  app.use(async (c, next) => {
    await next();
    addApiHeaders(c.res.headers);
  });

  // Every router is declared with its OpenAPI routes and carries its full paths (below /api).
  for (const router of [
    healthRouter,
    productsRouter,
    contactRouter,
    authRouter,
    userRouter,
    ordersRouter,
    paymentsRouter,
    couponsRouter,
    imagesRouter,
    shippingRouter,
    cmsRouter,
    reviewsRouter,
    adminRouter,
  ])
    app.route("/", router);

  serveApiDescription(app);

  app.notFound((c) => c.json({ success: false, message: messages.routeNotFound }, 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      const data = error.data === undefined ? {} : { data: error.data };
      return c.json({ success: false, message: error.message, ...data }, error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      return c.json({ success: false, message: error.message || messages.unexpected }, error.status);
    }
    console.error("Unhandled API error", c.req.method, c.req.path, error);
    return c.json({ success: false, message: messages.unexpected }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
