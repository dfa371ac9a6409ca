/**
 * Content collections: text an editor changes at /cms (Decap CMS) or in the files. The schemas
 * come from src/content/model/collections.ts, which also makes the CMS's fields, so a change the
 * CMS accepts is one the build accepts, and a file edited by hand that breaks a rule fails the build
 * with the same message the CMS shows. Business numbers inside the text are `{{token}}` placeholders
 * filled from src/config/business.ts (see src/content/fill.ts).
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "zod";
import {
  aboutSection,
  businessSettings,
  faqCategory,
  policy,
  productUsesFile,
  testimonialsFile,
} from "./content/model/collections.ts";

/** One file per FAQ category; the file name is the category id (general, product-details, …). */
const faq = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./src/content/faq" }),
  schema: faqCategory.zod,
});

/** The three policy pages; the file name is the page's path. */
const policies = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/policies" }),
  schema: policy.zod,
});

/** About Us sections; only `vision` is shown (docs/product.md#pages), others may be added later. */
const about = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/about" }),
  schema: aboutSection.zod,
});

/**
 * A file holding one list (`{ "reviews": [...] }`: the CMS edits a list inside an object): each
 * entry becomes an entry numbered by its place in the file, which is the order pages show them in.
 * The whole file is checked first, so a list that is too short fails with the list's message.
 */
function orderedListFile<K extends string>(path: string, key: K, fileSchema: z.ZodType<Record<K, object[]>>) {
  return file(path, {
    parser: (text) => {
      const parsed = fileSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
      return parsed.data[key].map((entry, i) => ({ id: String(i + 1), order: i + 1, ...entry }));
    },
  });
}

/** The file loader hands each entry over with its `id`, and its place in the file as `order`. */
const ORDERED = { id: z.string(), order: z.number().int() };

/** The landing page's testimonials. */
const reviews = defineCollection({
  loader: orderedListFile("./src/content/reviews.json", "reviews", testimonialsFile.zod),
  schema: testimonialsFile.zod.shape.reviews.element.extend(ORDERED),
});

/** The product page's list of uses, in order: the first four show, Read More reveals the rest. */
const productUses = defineCollection({
  loader: orderedListFile("./src/content/product-uses.json", "uses", productUsesFile.zod),
  schema: productUsesFile.zod.shape.uses.element.extend(ORDERED),
});

/** Business promises editors change (src/config/business.ts reads the file and this schema). */
const settings = defineCollection({
  loader: glob({ pattern: "*.json", base: "./src/content/settings" }),
  schema: businessSettings.zod,
});

export const collections = { faq, policies, reviews, about, productUses, settings };
