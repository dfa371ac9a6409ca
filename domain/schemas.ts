/**
 * zod schemas for payloads and parameters, shared by the islands (instant feedback) and the API
 * (the authority). Messages here are what the user reads.
 */
import { z } from "zod";
import { messages } from "./messages.ts";

// zod's JIT probes `new Function` when an object schema is created, which the pages' CSP blocks
// (and reports as a violation). Schemas in domain/ import this module first, so this runs before.
z.config({ jitless: true });

/** Product ids are 24 lowercase hex characters, like the `_id`s the spec's client expects. */
export const PRODUCT_ID_PATTERN = /^[a-f0-9]{24}$/;

export const productIdSchema = z.string().regex(PRODUCT_ID_PATTERN, messages.invalidProductId);

export const PRODUCT_CATEGORIES = ["Health", "Fitness", "Wellness", "Nutrition"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
