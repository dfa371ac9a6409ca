/**
 * Worker entry for the API tests: the real API without Astro (whose virtual modules only exist in
 * an Astro build).
 */
import { createApp } from "./app.ts";
import type { Bindings } from "./env.ts";

const api = createApp();

export default {
  fetch: (request, env, ctx) => api.fetch(request, env, ctx),
} satisfies ExportedHandler<Bindings>;
