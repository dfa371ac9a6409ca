/**
 * Worker entry for the API tests: the real API without Astro (whose virtual modules only exist in
 * an Astro build).
 */
import { createApp } from "./app.ts";
import { pathOf, productReadFromMemory } from "./products/read-from-memory.ts";
import type { Bindings } from "./env.ts";
import { runScheduled } from "./scheduled.ts";

// The checkout gate's Durable Object class (wrangler.jsonc `durable_objects`).
export { CheckoutGate } from "./orders/checkout-gate.ts";

const api = createApp();

export default {
  // As the real entry (worker.ts): a product read this instance holds is answered before the app.
  fetch: (request, env, ctx) =>
    productReadFromMemory(request, pathOf(request.url)) ?? api.fetch(request, env, ctx),
  scheduled: async (controller, env, ctx) => ctx.waitUntil(runScheduled(env, controller.scheduledTime)),
} satisfies ExportedHandler<Bindings>;
