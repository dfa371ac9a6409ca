/**
 * createApp(): the whole API, used by the Worker entry and by the tests alike, so tests run the
 * real middleware stack (security headers, error envelope, 404s).
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { messages } from "../domain/messages.ts";
import type { AppEnv } from "./env.ts";
import { ApiError } from "./lib/errors.ts";
import { API_CSP, COMMON_SECURITY_HEADERS } from "./lib/security-headers.ts";
import { healthRoutes } from "./health/routes.ts";
import { productRoutes } from "./products/routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { imageRoutes } from "./images/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { userRoutes } from "./user/routes.ts";
import { contactRoutes } from "./contact/routes.ts";
import { orderRoutes } from "./orders/routes.ts";
import { paymentRoutes } from "./payments/routes.ts";
import { couponRoutes } from "./coupons/routes.ts";

export function createApp() {
  const app = new Hono<AppEnv>().basePath("/api");

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set("Content-Security-Policy", API_CSP);
    // API answers depend on who asks; never let a shared cache keep them unless a route says so.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });

  app.route("/health", healthRoutes);
  app.route("/products", productRoutes);
  app.route("/admin", adminRoutes);
  app.route("/dashboard", dashboardRoutes);
  app.route("/images", imageRoutes);
  app.route("/auth", authRoutes);
  app.route("/user", userRoutes);
  app.route("/contact", contactRoutes);
  app.route("/user", orderRoutes);
  app.route("/payment", paymentRoutes);
  app.route("/coupons", couponRoutes);

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
