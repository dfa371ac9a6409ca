/**
 * `npm run deploy`: `wrangler deploy` of the build (run `npm run build` first, with the shop's
 * PUBLIC_SITE_URL, and after the last change to the files checked), once nothing the deployment
 * would ship is still a placeholder (scripts/deploy-readiness.ts). While one is left it lists them
 * and deploys nothing.
 * Arguments after `--` go to `wrangler deploy`.
 */
import { spawnSync } from "node:child_process";
import { currentFacts, placeholdersLeft } from "./deploy-readiness.ts";

const left = placeholdersLeft(currentFacts());
if (left.length > 0) {
  console.error("Not deploying: these are still placeholders, to be replaced with the company's own:");
  for (const item of left) console.error(`- ${item}`);
  process.exit(1);
}
const deploy = spawnSync("wrangler", ["deploy", ...process.argv.slice(2)], { stdio: "inherit" });
if (deploy.error) console.error(`wrangler could not be started: ${deploy.error.message}`);
process.exit(deploy.status ?? 1);
