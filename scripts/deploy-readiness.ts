/**
 * What a deployment must not ship while it is still made up. The repository carries a few details
 * as placeholders so that the shop runs end to end on a developer's machine: the seller's GSTIN and
 * grievance officer (src/config/seller.ts), the seeded product's pack declarations
 * (domain/catalogue.ts, which the seed writes and a first build falls back to) and the D1 database's
 * id (wrangler.jsonc). Locally they are harmless and disclosed (tax documents print SPECIMEN,
 * /legal says so); deployed, they would put a made-up GSTIN on customers' invoices, a made-up
 * officer on every page, where the Consumer Protection (E-Commerce) Rules 2020, rule 4, ask for the
 * real one, and "PLACEHOLDER" in the product's statutory declarations. `npm run deploy`
 * (scripts/deploy.ts) refuses while any is left.
 *
 * The product's declarations are also seeded into the database, where the admin corrects them in
 * the product form; the README's deploy steps say so.
 */
import { existsSync, readFileSync } from "node:fs";
import { experimental_readRawConfig } from "wrangler";
import { DEFAULT_PRODUCT_DECLARATIONS } from "../domain/catalogue.ts";
import {
  GRIEVANCE_OFFICER,
  PLACEHOLDER_GRIEVANCE_OFFICER,
  PLACEHOLDER_GSTIN,
  SELLER_GSTIN,
} from "../src/config/seller.ts";

export type DeploymentFacts = {
  sellerGstin: string;
  grievanceOfficerIsPlaceholder: boolean;
  /** The pre-rendered product page's pack declarations, as the build prints them. */
  productDeclarations: unknown;
  /** The shop's address the build wrote into its pages (the home page's canonical); undefined: no build. */
  builtSiteUrl: string | undefined;
  /** The D1 database bound as DB (wrangler.jsonc, which the build copies); undefined if none. */
  databaseId: string | undefined;
};

/** wrangler.jsonc's stand-in id, all zeros, kept until `wrangler d1 create` gives a real one. */
const PLACEHOLDER_DATABASE_ID = /^[0-]*$/;

/** Each placeholder still in place: where it is and why it must not ship. Empty when ready. */
export function placeholdersLeft(facts: DeploymentFacts): string[] {
  const left: string[] = [];
  if (facts.sellerGstin === PLACEHOLDER_GSTIN)
    left.push(
      "src/config/seller.ts: SELLER_GSTIN is the made-up specimen GSTIN, so every tax invoice and credit note would print SPECIMEN.",
    );
  if (facts.grievanceOfficerIsPlaceholder)
    left.push(
      "src/config/seller.ts: GRIEVANCE_OFFICER is made up; every page must name the company's real grievance officer and contact (E-Commerce Rules 2020, rule 4).",
    );
  if (JSON.stringify(facts.productDeclarations).includes("PLACEHOLDER"))
    left.push(
      "domain/catalogue.ts: DEFAULT_PRODUCT_DECLARATIONS still says PLACEHOLDER (maker, licence, ingredient quantities); the product page would print it as the pack's declarations.",
    );
  if (facts.builtSiteUrl === undefined)
    left.push("dist/: there is no build to deploy; run `PUBLIC_SITE_URL=https://… npm run build` first.");
  else if (/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(facts.builtSiteUrl))
    left.push(
      `dist/: the build names the shop ${facts.builtSiteUrl} (canonical addresses, sitemap, e-mails' links); build again with PUBLIC_SITE_URL set to the shop's own address.`,
    );
  if (facts.databaseId === undefined || PLACEHOLDER_DATABASE_ID.test(facts.databaseId))
    left.push(
      "wrangler.jsonc: d1_databases[0].database_id is not a database; put there the id `npx wrangler d1 create` printed for it.",
    );
  return left;
}

/** The facts of this checkout. wrangler.jsonc is read by wrangler's own (JSON with comments) reader. */
export function currentFacts(): DeploymentFacts {
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.jsonc" });
  return {
    sellerGstin: SELLER_GSTIN,
    // By value: an officer written over the placeholder's fields one by one is still checked.
    grievanceOfficerIsPlaceholder:
      GRIEVANCE_OFFICER.name === PLACEHOLDER_GRIEVANCE_OFFICER.name ||
      GRIEVANCE_OFFICER.phone === PLACEHOLDER_GRIEVANCE_OFFICER.phone,
    productDeclarations: DEFAULT_PRODUCT_DECLARATIONS,
    builtSiteUrl: builtSiteUrl(),
    databaseId: rawConfig.d1_databases?.find((database: { binding: string }) => database.binding === "DB")
      ?.database_id,
  };
}

/** The home page's canonical address in the build, which PUBLIC_SITE_URL sets at build time. */
function builtSiteUrl(): string | undefined {
  const home = "dist/client/index.html";
  if (!existsSync(home)) return undefined;
  return /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(home, "utf8"))?.[1] ?? "";
}
