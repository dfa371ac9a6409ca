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

/** Entries carry `order`: collections do not keep file order. */
const reviews = defineCollection({
  loader: file("./src/content/reviews.json"),
  schema: z.object({
    order: z.number().int(),
    text: z.string(),
    name: z.string(),
    location: z.string(),
    rating: z.number().int().min(1).max(5),
  }),
});

/** About Us sections; only `vision` is shown (spec §2), others may be added later. */
const about = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/about" }),
  schema: z.object({ title: z.string(), description: z.string() }),
});

/** The product page's fixed list of uses, in order: the first four show, Read More reveals the rest. */
const productUses = defineCollection({
  loader: file("./src/content/product-uses.json"),
  schema: z.object({ order: z.number().int(), text: z.string() }),
});

export const collections = { faq, policies, reviews, about, productUses };
