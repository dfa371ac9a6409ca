/**
 * Content fields, each declared once: a field makes both the zod rule Astro validates the content
 * with at build and the Decap CMS field an editor fills in at /cms, with the same rule and the same
 * message. A text field's rule is one regular expression (not blank, at most N characters, business
 * values only as known `{{tokens}}`) because Decap checks one pattern per field: zod checks the very
 * same pattern, so the CMS refuses exactly what the build would refuse, in the same words.
 */
import { z } from "zod";
import { BUSINESS_TOKEN_NAMES } from "../tokens.ts";

/** A field as Decap CMS's config describes it (the subset this shop uses). */
export type CmsField = {
  name: string;
  label: string;
  widget: "string" | "text" | "markdown" | "number" | "datetime" | "list" | "object";
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  value_type?: "int";
  min?: number;
  max?: number;
  step?: number;
  fields?: CmsField[];
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  modes?: ("raw" | "rich_text")[];
  buttons?: string[];
  editor_components?: string[];
};

/** One field: its zod rule and how the CMS shows it under a given name. */
export type Field<S extends z.ZodType = z.ZodType> = { zod: S; cms: (name: string) => CmsField };

type Described = {
  /** What an editor reads above the input. */
  label: string;
  /** One or two sentences under the input: what it is for, where it shows. */
  hint: string;
};

type TextOptions = Described & {
  /** At most this many characters. */
  max: number;
  /** May the text use `{{tokens}}` for business values? (Settings are the values themselves.) */
  tokens: boolean;
  /** A paragraph (several lines) rather than one line. */
  multiline?: boolean;
};

const escapeForRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Text between `{{` and `}}` must be a known token; a lone brace is plain text. */
const TEXT_WITH_TOKENS = `(?:[^{]|\\{(?!\\{)|\\{\\{\\s*(?:${BUSINESS_TOKEN_NAMES.map(escapeForRegex).join("|")})\\s*\\}\\})*`;
/** Settings are the values tokens stand for, so they hold no `{{` at all. */
const TEXT_WITHOUT_TOKENS = "(?:[^{]|\\{(?!\\{))*";

/** The one rule of a text field: not blank, at most `max` characters, tokens as allowed. */
export function textPattern(max: number, tokens: boolean): string {
  return `^(?=[\\s\\S]*\\S)(?![\\s\\S]{${max + 1}})${tokens ? TEXT_WITH_TOKENS : TEXT_WITHOUT_TOKENS}$`;
}

const count = (n: number) => n.toLocaleString("en-IN");

export function textMessage(label: string, max: number, tokens: boolean): string {
  const length = `${label}: write 1 to ${count(max)} characters.`;
  // No full stop at the end: Decap CMS shows it as "<label> didn't match the pattern: <message>."
  return tokens
    ? `${length} Business values are written as tokens from the list in the help, e.g. {{returnWindowDays}}; anything else in {{ }} is refused`
    : `${length} No {{ }} here`;
}

/** Under paragraphs and page texts: every token there is. */
const TOKEN_LIST = ` Business values: ${BUSINESS_TOKEN_NAMES.map((t) => `{{${t}}}`).join(", ")}.`;
/** Under one-line fields: a pointer to the list, not the list again. */
const TOKEN_POINTER = " Business values as {{tokens}}, e.g. {{brand}} (the list is under the longer texts).";

function textField(widget: "string" | "text", options: TextOptions): Field<z.ZodString> {
  const pattern = textPattern(options.max, options.tokens);
  const message = textMessage(options.label, options.max, options.tokens);
  return {
    zod: z.string({ error: message }).regex(new RegExp(pattern), message),
    cms: (name) => ({
      name,
      label: options.label,
      widget,
      hint: options.tokens
        ? `${options.hint}${widget === "text" ? TOKEN_LIST : TOKEN_POINTER}`
        : options.hint,
      required: true,
      pattern: [pattern, message],
    }),
  };
}

/** One line of text (a title, a name, a question). */
export const line = (options: TextOptions) => textField("string", options);

/** A paragraph of plain text (an answer, a testimonial). */
export const paragraph = (options: TextOptions) => textField("text", options);

/**
 * The Markdown body of a page. Astro renders it; the zod schema does not see it (it is not
 * front matter), so the same pattern is checked at build by `fillTokens` (unknown tokens) and here
 * in the CMS. Raw Markdown only: the rich-text mode rewrites Markdown on save and escapes braces.
 */
export function markdownBody(options: Described & { max: number }): (name: string) => CmsField {
  const pattern = textPattern(options.max, true);
  return (name) => ({
    name,
    label: options.label,
    widget: "markdown",
    hint: `${options.hint}${TOKEN_LIST}`,
    required: true,
    modes: ["raw"],
    pattern: [pattern, textMessage(options.label, options.max, true)],
  });
}

/** A whole number within a range (days, positions). */
export function wholeNumber(options: Described & { min: number; max: number }): Field<z.ZodNumber> {
  const message = `${options.label}: a whole number from ${count(options.min)} to ${count(options.max)}.`;
  return {
    zod: z.number({ error: message }).int(message).min(options.min, message).max(options.max, message),
    cms: (name) => ({
      name,
      label: options.label,
      widget: "number",
      hint: options.hint,
      required: true,
      value_type: "int",
      step: 1,
      min: options.min,
      max: options.max,
    }),
  };
}

/** A calendar date, stored as `YYYY-MM-DD`. */
export function calendarDate(options: Described): Field<z.ZodCoercedDate> {
  const message = `${options.label}: a date, e.g. 2026-11-01.`;
  return {
    zod: z.coerce.date({ error: message }),
    cms: (name) => ({
      name,
      label: options.label,
      widget: "datetime",
      hint: options.hint,
      required: true,
      format: "YYYY-MM-DD",
      date_format: "D MMMM YYYY",
      time_format: false,
      picker_utc: true,
    }),
  };
}

export type Shape = Record<string, Field>;
type ZodShape<S extends Shape> = { [K in keyof S]: S[K]["zod"] };

/** The fields of one object, in the order the CMS shows them. */
export function shape<S extends Shape>(fields: S) {
  return {
    zod: z.strictObject(
      Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.zod])) as ZodShape<S>,
    ),
    cms: Object.entries(fields).map(([name, f]) => f.cms(name)),
  };
}

/** A group of fields shown together (e.g. the delivery option). */
export function group<S extends Shape>(options: Described & { fields: S }) {
  const inner = shape(options.fields);
  return {
    zod: inner.zod,
    cms: (name: string): CmsField => ({
      name,
      label: options.label,
      widget: "object",
      hint: options.hint,
      required: true,
      collapsed: false,
      fields: inner.cms,
    }),
  };
}

/** A list an editor adds to, removes from and reorders by dragging; the file keeps its order. */
export function list<S extends Shape>(
  options: Described & {
    item: S;
    /** What one entry is called on the "Add …" button. */
    singular: string;
    /** The entry's line when folded, e.g. `{{fields.question}}`. */
    summary: string;
    min: number;
    max: number;
  },
) {
  const item = shape(options.item);
  const message = `${options.label}: keep ${count(options.min)} to ${count(options.max)} entries.`;
  return {
    zod: z.array(item.zod, { error: message }).min(options.min, message).max(options.max, message),
    cms: (name: string): CmsField => ({
      name,
      label: options.label,
      label_singular: options.singular,
      widget: "list",
      hint: options.hint,
      required: true,
      summary: options.summary,
      // Entries open: an editor finds an answer by reading (or the browser's find), not by clicking.
      collapsed: false,
      min: options.min,
      max: options.max,
      fields: item.cms,
    }),
  };
}
