/**
 * Content collections: text an editor changes without touching code. Business numbers inside the
 * text are `{{token}}` placeholders filled from src/config/business.ts (see src/content/fill.ts).
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";

/** One file per FAQ category; the file name is the category id (general, product-details, …). */
const faq = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./src/content/faq" }),
  schema: z.object({
    title: z.string(),
    order: z.number().int(),
    questions: z.array(z.object({ question: z.string(), answer: z.string() })).min(1),
  }),
});

/** The three policy pages; the file name is the page's path. */
const policies = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/policies" }),
  schema: z.object({ title: z.string(), description: z.string(), updated: z.coerce.date() }),
});

const reviews = defineCollection({
  loader: file("./src/content/reviews.json"),
  schema: z.object({ text: z.string(), name: z.string(), location: z.string(), rating: z.number().int().min(1).max(5) }),
});

/** About Us sections; only `vision` is shown (spec §2), others may be added later. */
const about = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/about" }),
  schema: z.object({ title: z.string(), description: z.string() }),
});

export const collections = { faq, policies, reviews, about };
