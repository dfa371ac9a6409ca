/** What the /cms page reads to sign editors in through GitHub (GET /api/cms/backend). */
import { CMS_AUTH_ENDPOINT } from "../cms-backend.ts";
import { z } from "../zod.ts";
import { successWith } from "./envelope.ts";

export const cmsBackendResponse = successWith(
  z
    .object({
      name: z.literal("github"),
      repo: z
        .string()
        .meta({ description: "The repository editors commit to (owner/name).", example: "asthiveda/shop" }),
      branch: z.string().meta({ description: "The branch each save is committed to.", example: "main" }),
      base_url: z.string().meta({
        description:
          "The shop's origin: where Decap opens the sign-in window and the only origin it accepts its answer from.",
        example: "https://asthiveda.in",
      }),
      auth_endpoint: z.literal(CMS_AUTH_ENDPOINT),
    })
    .meta({ description: "Decap CMS's `backend` configuration for the live shop." }),
);
