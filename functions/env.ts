/**
 * What the Worker receives: bindings from wrangler.jsonc (generated `Env`) plus the configuration
 * variables documented in `.dev.vars.example`. Variables are optional here because a local start
 * without them must still work; `lib/config.ts` applies the defaults.
 */
export type ConfigVars = {
  JWT_SECRET?: string;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  RAZORPAY_API_BASE?: string;
  PUBLIC_SITE_URL?: string;
  /** "true" turns on the simulated checkout when no Razorpay keys are set (local use only). */
  PAYMENT_TEST_MODE?: string;
  /** Transactional e-mail API (see functions/lib/mailer.ts); unset, e-mails stay in the outbox. */
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** A deploy hook (Cloudflare build hook) the admin's "Rebuild pages" calls; unset, local mode. */
  DEPLOY_HOOK_URL?: string;
  /**
   * Shiprocket API user (Settings → API): with both set, PIN code checks ask the courier (see
   * functions/lib/courier.ts); without, they answer from the bundled table and delivery zones.
   */
  SHIPROCKET_EMAIL?: string;
  SHIPROCKET_PASSWORD?: string;
  /** Shiprocket's API address. Default https://apiv2.shiprocket.in; the tests point it at a local fake. */
  SHIPROCKET_API_BASE?: string;
  /** The pickup address's name in Shiprocket (Settings → Pickup addresses), for shipments. */
  SHIPROCKET_PICKUP_LOCATION?: string;
  /**
   * The token typed into Shiprocket's tracking webhook (Settings → API → Webhooks), which it sends
   * as `x-api-key`; unset, `POST /api/shipping/webhook` refuses every delivery.
   */
  SHIPROCKET_WEBHOOK_TOKEN?: string;
  /**
   * SMS API (see functions/lib/sms.ts) for cash-on-delivery confirmation codes; unset (local
   * mode), the code is printed to the console and reaches the customer by e-mail only.
   */
  SMS_API_URL?: string;
  SMS_API_KEY?: string;
  /** The sender id the SMS provider registered for the shop (DLT header in India), e.g. ASTHVD. */
  SMS_SENDER?: string;
  /**
   * The editors' CMS in production (functions/cms/): the GitHub OAuth app's client id and secret,
   * and the repository (owner/name) and branch Decap commits to. Without the id, secret and repo,
   * the sign-in routes answer 503 and /cms says how to edit locally.
   */
  GITHUB_OAUTH_CLIENT_ID?: string;
  GITHUB_OAUTH_CLIENT_SECRET?: string;
  CMS_GITHUB_REPO?: string;
  CMS_GITHUB_BRANCH?: string;
  /** GitHub's web address for OAuth. Default https://github.com; the tests point it at a local fake. */
  GITHUB_OAUTH_BASE?: string;
  /**
   * "off" turns off the edge cache of product reads (functions/products/edge-cache.ts): for a
   * test server whose fixtures write the database behind the API's back. Unset, the cache is on.
   */
  EDGE_CACHE?: string;
};

declare global {
  namespace Cloudflare {
    // So `env` from "cloudflare:workers" (pages, tests) knows the variables too.
    interface Env extends ConfigVars {}
  }
}

export type Bindings = Env & ConfigVars;

export type AppEnv = { Bindings: Bindings };
