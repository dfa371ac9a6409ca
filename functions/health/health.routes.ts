import { healthResponse } from "../../domain/api/health.ts";
import { jsonResponse, routes } from "../lib/openapi.ts";

const publicRoute = routes("public", "Health");

export const check = publicRoute({
  method: "get",
  path: "/health",
  summary: "Check that the API and its database answer",
  description: "Liveness plus a real round trip to D1, so a broken database binding shows up here first.",
  responses: {
    200: jsonResponse(healthResponse, "The Worker answers; `database` says whether D1 did."),
  },
});
