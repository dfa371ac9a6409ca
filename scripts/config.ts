/**
 * Local configuration for the scripts: safe defaults < `.dev.vars` < the process environment.
 * `npm start` hands the merged values to the Worker (scripts/serve.ts); `npm run dev` gets them as
 * `.dev.vars` (written from an env file under `.wrangler/`, git-ignored).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export const CONFIG_NAMES = [
  "JWT_SECRET",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "RAZORPAY_API_BASE",
  "PUBLIC_SITE_URL",
  "PAYMENT_TEST_MODE",
  "EMAIL_API_URL",
  "EMAIL_API_KEY",
  "EMAIL_FROM",
  "SHIPROCKET_EMAIL",
  "SHIPROCKET_PASSWORD",
  "SHIPROCKET_API_BASE",
  "SHIPROCKET_PICKUP_LOCATION",
  "SHIPROCKET_WEBHOOK_TOKEN",
  "SMS_API_URL",
  "SMS_API_KEY",
  "SMS_SENDER",
  "DEPLOY_HOOK_URL",
  "GITHUB_OAUTH_CLIENT_ID",
  "GITHUB_OAUTH_CLIENT_SECRET",
  "GITHUB_OAUTH_BASE",
  "CMS_GITHUB_REPO",
  "CMS_GITHUB_BRANCH",
  "EDGE_CACHE",
  "PORT",
] as const;

export type LocalConfig = Record<(typeof CONFIG_NAMES)[number], string>;

/** Where the embedded D1 lives; the browser tests point this at a throwaway folder. */
export const STATE_DIR = process.env.SHOP_STATE_DIR || ".wrangler/state";
const GENERATED_SECRET_FILE = ".wrangler/local-jwt-secret";
export const MERGED_ENV_FILE = `${STATE_DIR}.env`;
/** Clearly a development credential; the start banner prints it so a newcomer can sign in. */
export const DEV_ADMIN_PASSWORD = "asthiveda-admin-dev";

export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!match) continue;
    const [, name, raw = ""] = match;
    values[name!] = raw.replace(/^(['"])(.*)\1$/, "$2");
  }
  return values;
}

/** A random secret kept across restarts, so local sessions survive `npm start` twice. */
function localJwtSecret(): string {
  if (existsSync(GENERATED_SECRET_FILE)) return readFileSync(GENERATED_SECRET_FILE, "utf8").trim();
  const secret = `dev-only-${randomBytes(32).toString("hex")}`;
  mkdirSync(".wrangler", { recursive: true });
  writeFileSync(GENERATED_SECRET_FILE, secret, { mode: 0o600 });
  return secret;
}

export function loadLocalConfig(): LocalConfig {
  const fromFile = existsSync(".dev.vars") ? parseEnvFile(readFileSync(".dev.vars", "utf8")) : {};
  const pick = (name: string) => process.env[name] || fromFile[name] || "";
  const port = pick("PORT") || "8787";
  return {
    JWT_SECRET: pick("JWT_SECRET") || localJwtSecret(),
    ADMIN_EMAIL: pick("ADMIN_EMAIL") || "admin@example.com",
    ADMIN_PASSWORD: pick("ADMIN_PASSWORD") || DEV_ADMIN_PASSWORD,
    RAZORPAY_KEY_ID: pick("RAZORPAY_KEY_ID"),
    RAZORPAY_KEY_SECRET: pick("RAZORPAY_KEY_SECRET"),
    RAZORPAY_WEBHOOK_SECRET: pick("RAZORPAY_WEBHOOK_SECRET"),
    RAZORPAY_API_BASE: pick("RAZORPAY_API_BASE") || "https://api.razorpay.com",
    PUBLIC_SITE_URL: pick("PUBLIC_SITE_URL") || `http://localhost:${port}`,
    // Locally, a shop without Razorpay keys takes simulated payments (clearly labelled in the
    // checkout). A deployed Worker never gets this default: without keys it refuses orders.
    PAYMENT_TEST_MODE: pick("PAYMENT_TEST_MODE") || "true",
    EMAIL_API_URL: pick("EMAIL_API_URL"),
    EMAIL_API_KEY: pick("EMAIL_API_KEY"),
    EMAIL_FROM: pick("EMAIL_FROM"),
    // Unset (the default), the shop has no courier account and its tracking webhook refuses all.
    SHIPROCKET_EMAIL: pick("SHIPROCKET_EMAIL"),
    SHIPROCKET_PASSWORD: pick("SHIPROCKET_PASSWORD"),
    SHIPROCKET_API_BASE: pick("SHIPROCKET_API_BASE"),
    SHIPROCKET_PICKUP_LOCATION: pick("SHIPROCKET_PICKUP_LOCATION"),
    SHIPROCKET_WEBHOOK_TOKEN: pick("SHIPROCKET_WEBHOOK_TOKEN"),
    // Unset (the default), "Rebuild pages" runs in local mode and says which command to run.
    // Unset (the default), SMS messages are printed and kept in the local outbox (functions/lib/sms.ts).
    SMS_API_URL: pick("SMS_API_URL"),
    SMS_API_KEY: pick("SMS_API_KEY"),
    SMS_SENDER: pick("SMS_SENDER"),
    DEPLOY_HOOK_URL: pick("DEPLOY_HOOK_URL"),
    // Unset (the default), /cms edits this machine's files through `npm run cms`; the GitHub
    // sign-in routes answer 503.
    GITHUB_OAUTH_CLIENT_ID: pick("GITHUB_OAUTH_CLIENT_ID"),
    GITHUB_OAUTH_CLIENT_SECRET: pick("GITHUB_OAUTH_CLIENT_SECRET"),
    GITHUB_OAUTH_BASE: pick("GITHUB_OAUTH_BASE"),
    CMS_GITHUB_REPO: pick("CMS_GITHUB_REPO"),
    CMS_GITHUB_BRANCH: pick("CMS_GITHUB_BRANCH"),
    // Unset (the default), product reads are edge-cached; "off" for servers whose fixtures write D1.
    EDGE_CACHE: pick("EDGE_CACHE"),
    PORT: port,
  };
}

/** What the Worker gets as variables: every setting that has a value (PORT is the server's own). */
export function workerVars(config: LocalConfig): Record<string, string> {
  return Object.fromEntries(
    Object.entries(config).filter(([name, value]) => name !== "PORT" && value !== ""),
  );
}

/** Writes the merged configuration as an env file (`npm run dev` copies it to `.dev.vars`). */
export function writeMergedEnvFile(config: LocalConfig): string {
  const lines = Object.entries(workerVars(config)).map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  mkdirSync(dirname(MERGED_ENV_FILE), { recursive: true });
  writeFileSync(MERGED_ENV_FILE, `${lines.join("\n")}\n`, { mode: 0o600 });
  return MERGED_ENV_FILE;
}
