/**
 * What a deployment must not ship while it is still made up. The repository carries a few details
 * as placeholders so that the shop runs end to end on a developer's machine: the seller's GSTIN and
 * grievance officer (src/config/seller.ts) and the D1 database's id (wrangler.jsonc). Locally they
 * are harmless and disclosed (tax documents print SPECIMEN, /legal says so); deployed, they would
 * put a made-up GSTIN on customers' invoices and a made-up officer on every page, where the
 * Consumer Protection (E-Commerce) Rules 2020, rule 4, ask for the real one. `npm run deploy`
 * (scripts/deploy.ts) refuses while any is left.
 *
 * The product's declarations (maker, licence, ingredient quantities) are seeded as placeholders
 * too, but they live in the database, where the admin edits them; the README's deploy steps say so.
 */
import { experimental_readRawConfig } from "wrangler";
import { GRIEVANCE_OFFICER_IS_PLACEHOLDER, PLACEHOLDER_GSTIN, SELLER_GSTIN } from "../src/config/seller.ts";

export type DeploymentFacts = {
  sellerGstin: string;
  grievanceOfficerIsPlaceholder: boolean;
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
  if (facts.databaseId === undefined || PLACEHOLDER_DATABASE_ID.test(facts.databaseId))
    left.push(
      "wrangler.jsonc: d1_databases[0].database_id is not a database; put there the id `npx wrangler d1 create ayur-joint-shop` prints.",
    );
  return left;
}

/** The facts of this checkout. wrangler.jsonc is read by wrangler's own (JSON with comments) reader. */
export function currentFacts(): DeploymentFacts {
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.jsonc" });
  return {
    sellerGstin: SELLER_GSTIN,
    grievanceOfficerIsPlaceholder: GRIEVANCE_OFFICER_IS_PLACEHOLDER,
    databaseId: rawConfig.d1_databases?.find((database: { binding: string }) => database.binding === "DB")
      ?.database_id,
  };
}
