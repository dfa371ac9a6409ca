import { createRoute } from "@hono/zod-openapi";
import { healthResponse } from "../../domain/api/health.ts";
import { jsonResponse } from "../lib/openapi.ts";

export const check = createRoute({
  method: "get",
  path: "/health",
  tags: ["Health"],
  summary: "Check that the API and its database answer",
  description: "Liveness plus a real round trip to D1, so a broken database binding shows up here first.",
  responses: {
    200: jsonResponse(healthResponse, "The Worker answers; `database` says whether D1 did."),
  },
});
