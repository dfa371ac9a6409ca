/**
 * The CMS and the content schemas agree: every rule the CMS checks (required, pattern, number
 * range, list length) accepts and refuses exactly what the zod schema the build validates with
 * accepts and refuses, with the same message; every content file is editable in the CMS; and the
 * content in the repository passes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { cmsCollections, cmsConfig } from "./cms-config.ts";
import type { CmsField } from "./fields.ts";
import {
  aboutSection,
  businessSettings,
  faqCategory,
  policy,
  productUsesFile,
  testimonialsFile,
} from "./collections.ts";

const ROOT = join(import.meta.dirname, "../../..");

/**
 * Decap CMS's own checks on a value (decap-cms-core's EditorControl validation and the number and
 * list widgets'): `required`, `pattern`, a number's `min`/`max`/`value_type: int`, a list's
 * `min`/`max` entries, then each entry's fields. Returns the first message, or null.
 */
function cmsRefusal(field: CmsField, value: unknown): string | null {
  const empty =
    value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
  if (empty) return field.required === false ? null : `${field.label} is required.`;
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(value))) return field.pattern[1];
  if (field.widget === "number") {
    const n = Number(value);
    if (field.value_type === "int" && !Number.isInteger(n)) return `${field.label}: not a whole number`;
    if (field.min !== undefined && n < field.min) return `${field.label}: below ${field.min}`;
    if (field.max !== undefined && n > field.max) return `${field.label}: above ${field.max}`;
  }
  if (field.widget === "list" && Array.isArray(value)) {
    if (field.min !== undefined && value.length < field.min) return `${field.label}: too few`;
    if (field.max !== undefined && value.length > field.max) return `${field.label}: too many`;
    for (const item of value) {
      const refusal = objectRefusal(field.fields ?? [], item as Record<string, unknown>);
      if (refusal) return refusal;
    }
  }
  if (field.widget === "object") return objectRefusal(field.fields ?? [], value as Record<string, unknown>);
  return null;
}

function objectRefusal(fields: CmsField[], data: Record<string, unknown>): string | null {
  for (const field of fields) {
    const refusal = cmsRefusal(field, data[field.name]);
    if (refusal) return refusal;
  }
  return null;
}

type Model = { zod: z.ZodObject; cms: CmsField[] };

/** Values worth trying on a field: each boundary of each kind of rule. */
function candidates(field: CmsField): unknown[] {
  if (field.widget === "number") {
    const min = field.min ?? 0;
    const max = field.max ?? 100;
    return [min - 1, min, min + 0.5, max, max + 1, undefined];
  }
  if (field.widget === "string" || field.widget === "text") {
    const max = Number(/\{(\d+)\}\)/.exec(field.pattern?.[0] ?? "")?.[1] ?? 1000) - 1;
    return [
      "",
      "   ",
      "Plain words.",
      "x".repeat(max),
      "x".repeat(max + 1),
      "Within {{returnWindowDays}} days",
      "Within {{ returnWindowDays }} days",
      "Within {{returnWindowdays}} days",
      "A { single } brace",
      "{{}}",
      "Line one\nline two",
      undefined,
    ];
  }
  return [];
}

/** A valid value for every field (the first accepted candidate), to vary one field at a time. */
function validObject(fields: CmsField[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => {
      if (f.widget === "object") return [f.name, validObject(f.fields ?? [])];
      if (f.widget === "list") {
        return [f.name, Array.from({ length: f.min ?? 1 }, () => validObject(f.fields ?? []))];
      }
      if (f.widget === "datetime") return [f.name, "2026-11-01"];
      return [f.name, candidates(f).find((v) => cmsRefusal(f, v) === null)];
    }),
  );
}

function expectAgreement(model: Model) {
  const base = validObject(model.cms);
  expect(model.zod.safeParse(base).success).toBe(true);
  expect(objectRefusal(model.cms, base)).toBeNull();
  let tried = 0;
  const tryField = (fields: CmsField[], set: (value: Record<string, unknown>) => Record<string, unknown>) => {
    for (const field of fields) {
      for (const value of candidates(field)) {
        const data = set({ [field.name]: value });
        const zod = model.zod.safeParse(data);
        const cms = objectRefusal(model.cms, data);
        tried += 1;
        expect({ field: field.name, value, accepted: zod.success }).toEqual({
          field: field.name,
          value,
          accepted: cms === null,
        });
        // A pattern's message is the schema's message, word for word.
        if (!zod.success && field.pattern && typeof value === "string" && value.trim() !== "") {
          expect(zod.error.issues[0]?.message).toBe(cms);
        }
      }
      if (field.widget === "list") {
        const item = validObject(field.fields ?? []);
        for (const length of [0, field.min ?? 0, (field.max ?? 0) + 1]) {
          const data = set({ [field.name]: Array.from({ length }, () => item) });
          expect({ field: field.name, length, accepted: model.zod.safeParse(data).success }).toEqual({
            field: field.name,
            length,
            accepted: objectRefusal(model.cms, data) === null,
          });
        }
        // Each entry's fields, inside an otherwise valid list.
        tryField(field.fields ?? [], (patch) => ({
          ...base,
          [field.name]: [
            { ...item, ...patch },
            ...Array.from({ length: Math.max(0, (field.min ?? 1) - 1) }, () => item),
          ],
        }));
      }
      if (field.widget === "object") {
        const inner = validObject(field.fields ?? []);
        tryField(field.fields ?? [], (patch) => ({ ...base, [field.name]: { ...inner, ...patch } }));
      }
    }
  };
  tryField(model.cms, (patch) => ({ ...base, ...patch }));
  expect(tried).toBeGreaterThan(10);
}

describe("the CMS's field rules and the content schemas agree", () => {
  const models: [string, Model][] = [
    ["FAQ category", faqCategory],
    ["policy", policy],
    ["About section", aboutSection],
    ["testimonials", testimonialsFile],
    ["product uses", productUsesFile],
    ["business settings", businessSettings],
  ];
  it.each(models)("%s", (_, model) => expectAgreement(model));

  it("names every field of every schema in the CMS, with a label and help", () => {
    for (const [, model] of models) {
      expect(model.cms.map((f) => f.name)).toEqual(Object.keys(model.zod.shape));
      const all = (fields: CmsField[]): CmsField[] => fields.flatMap((f) => [f, ...all(f.fields ?? [])]);
      for (const field of all(model.cms)) {
        expect(field.label, field.name).not.toBe(field.name);
        expect(field.hint?.length ?? 0, field.name).toBeGreaterThan(5);
      }
    }
  });

  it("refuses an unknown token with the message the build gives", () => {
    const answer = faqCategory.zod.shape.questions.element.shape.answer;
    const result = answer.safeParse("Returns within {{returnDays}} days");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /^Answer: write 1 to 1,500 characters\. Business values/,
    );
  });
});

describe("every content file is editable in the CMS", () => {
  const contentFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return contentFiles(path);
      return /\.(md|ya?ml|json)$/.test(entry.name) ? [relative(ROOT, path)] : [];
    });
  const files = contentFiles(join(ROOT, "src/content"));

  it.each(files)("%s", (file) => {
    const collection = cmsCollections.find((c) =>
      "folder" in c
        ? file.startsWith(`${c.folder}/`) && file.endsWith(`.${c.extension}`)
        : c.files.some((f) => f.file === file),
    );
    expect(collection, `${file} has no CMS collection`).toBeDefined();
  });

  const schemaFor: Record<string, z.ZodType> = {
    faq: faqCategory.zod,
    policies: policy.zod,
    about: aboutSection.zod,
    "src/content/reviews.json": testimonialsFile.zod,
    "src/content/product-uses.json": productUsesFile.zod,
    "src/content/settings/business.json": businessSettings.zod,
  };

  it("and the content in the repository passes its schema", () => {
    const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
    const frontMatter = (file: string) => parseYaml(/^---\n([\s\S]*?)\n---/.exec(read(file))?.[1] ?? "");
    for (const file of files) {
      const collection = cmsCollections.find((c) => "folder" in c && file.startsWith(`${c.folder}/`));
      const data = file.endsWith(".md")
        ? frontMatter(file)
        : file.endsWith(".json")
          ? JSON.parse(read(file))
          : parseYaml(read(file));
      const schema = schemaFor[collection?.name ?? file];
      if (!schema) throw new Error(`No schema for ${file}`);
      const result = schema.safeParse(data);
      expect(result.success, `${file}: ${result.error?.message}`).toBe(true);
    }
  });

  it("is built to read the working tree through decap-server (the live shop swaps in GitHub)", () => {
    const config = cmsConfig({ localBackendPort: 8081 });
    expect(config.backend).toEqual({ name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1" });
    expect(config.local_backend.url).toBe("http://127.0.0.1:8081/api/v1");
  });
});
