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
import { API_CSP, COMMON_SECURITY_HEADERS } from "./lib/security-headers.ts";
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
    // A route's own opener policy stands: the CMS sign-in popup must keep its opener (functions/cms/).
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
      if (name === "Cross-Origin-Opener-Policy" && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
    // JSON needs none of a page's powers; the one page (the API reference) brings its own policy.
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", API_CSP);
    // API answers depend on who asks; never let a shared cache keep them unless a route says so.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
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
      return c.json({ success: false, message: error.message }, error.status, error.headers);
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
