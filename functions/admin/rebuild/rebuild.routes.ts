import { pagesStatusResponse, rebuildResponse } from "../../../domain/api/rebuild.ts";
import { errorResponses, jsonResponse, routes } from "../../lib/openapi.ts";

const adminRoute = routes("admin", "Admin: pages");

export const status = adminRoute({
  method: "get",
  path: "/admin/pages/rebuild",
  summary: "Are the pre-rendered pages older than the last product change?",
  description:
    "Compares when the pages were built with the last product change in the audit log, and says whether a deploy hook is configured (else the command that rebuilds the pages locally).",
  responses: {
    200: jsonResponse(
      pagesStatusResponse,
      "The pages' build time, the last product change and how to rebuild.",
    ),
  },
});

export const rebuild = adminRoute({
  method: "post",
  path: "/admin/pages/rebuild",
  summary: "Rebuild the pre-rendered pages",
  description:
    "Calls the deploy hook in DEPLOY_HOOK_URL (a Cloudflare build hook) and records the request in the audit log. Without a hook nothing is sent: the answer says so (`mode: local`) and names the command that rebuilds the pages on this machine.",
  responses: {
    200: jsonResponse(rebuildResponse, "The rebuild was started, or (local mode) what to run instead."),
    ...errorResponses({ 502: "The deploy hook failed or could not be reached; no rebuild was started." }),
  },
});
