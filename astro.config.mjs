// @ts-check
import { defineConfig } from "astro/config";
import cloudflare from "@astrojs/cloudflare";
import react from "@astrojs/react";

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || "http://localhost:8787",
  output: "static",
  adapter: cloudflare({ imageService: "passthrough" }),
  integrations: [react()],
  session: false,
  trailingSlash: "ignore",
  build: { format: "file" },
  telemetry: false,
});
