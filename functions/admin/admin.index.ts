/**
 * The admin API: everything under `/api/admin`, and the dashboard's `/api/dashboard` (its path is
 * the spec's). Every route is declared with `routes("admin", …)` (lib/openapi.ts), so the one
 * `requireAdmin` runs before anything else on each; admin.auth.test.ts checks every route.
 */
import { adminOnly, createRouter } from "../lib/openapi.ts";
import { adminAuditRouter } from "./audit/audit.index.ts";
import { adminCodRouter } from "./cod/cod.index.ts";
import { adminCouponsRouter } from "./coupons/coupons.index.ts";
import { dashboardRouter } from "./dashboard/dashboard.index.ts";
import { adminEmailsRouter } from "./emails/emails.index.ts";
import { adminGstRouter } from "./gst/gst.index.ts";
import { adminImagesRouter } from "./images/images.index.ts";
import { adminMessagesRouter } from "./messages/messages.index.ts";
import { adminOrdersRouter } from "./orders/orders.index.ts";
import { adminProductsRouter } from "./products/products.index.ts";
import { adminReviewsRouter } from "./reviews/reviews.index.ts";
import { rebuildRouter } from "./rebuild/rebuild.index.ts";
import { adminUsersRouter } from "./users/users.index.ts";

/** The admin API's path prefixes (below /api). */
const ADMIN_PATHS = ["/admin/*", "/dashboard/*"];

export const adminRouter = createRouter();
for (const router of [
  dashboardRouter,
  adminProductsRouter,
  adminImagesRouter,
  adminOrdersRouter,
  adminGstRouter,
  adminUsersRouter,
  adminCouponsRouter,
  adminCodRouter,
  adminMessagesRouter,
  adminReviewsRouter,
  adminEmailsRouter,
  adminAuditRouter,
  rebuildRouter,
])
  adminRouter.route("/", router);

// A path under the admin prefixes that no route serves is as closed as the rest: without an admin's
// token it is refused by the same guard (so nobody learns which admin paths exist), and an admin
// gets the 404. Registered after the routes, it only runs when none of them answered.
for (const path of ADMIN_PATHS) adminRouter.all(path, ...adminOnly.middleware);
