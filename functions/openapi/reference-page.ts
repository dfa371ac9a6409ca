/**
 * /api/reference: the OpenAPI document as a page people read, rendered on the server from the
 * document itself. No script at all, one hashed stylesheet, nothing from another origin, so it
 * runs under the strictest Content-Security-Policy of the shop (see decision 014 for why not a
 * JavaScript viewer).
 */
import { inlineHash, ownPagePolicy } from "../lib/security-headers.ts";
import { type ApiDocument, operations } from "./document.ts";

/** A JSON Schema (OpenAPI 3.1) node, as far as this page reads it. */
type Schema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  additionalProperties?: boolean | Schema;
};

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type MediaContent = Record<string, { schema?: Schema }>;

const STYLE = `
:root{color-scheme:light;--ink:#1d2a1f;--muted:#4a5a4c;--line:#d5ddd3;--bg:#fbfcf9;--get:#1d5f8a;--post:#256b2c;--put:#7a4f00;--delete:#9b1c1c;--patch:#5b3d8a}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
header,main,nav{max-width:60rem;margin:0 auto;padding:0 1rem}
header{padding-top:1.5rem}
h1{font-size:1.75rem;margin:0 0 .5rem}
h2{font-size:1.4rem;margin:2.5rem 0 .5rem;border-bottom:2px solid var(--line);padding-bottom:.25rem}
h3{font-size:1.1rem;margin:0;display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline}
h4{font-size:1rem;margin:1rem 0 .25rem}
p{margin:.4rem 0}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em;overflow-wrap:anywhere}
a{color:#1d5f8a}
nav ul{list-style:none;padding:0;margin:.5rem 0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
article{background:#fff;border:1px solid var(--line);border-radius:.5rem;padding:1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.2rem;text-align:center;font-weight:700;font-size:.85rem;color:#fff;border-radius:.25rem;padding:.1rem .4rem}
.get{background:var(--get)}.post{background:var(--post)}.put{background:var(--put)}.delete{background:var(--delete)}.patch{background:var(--patch)}
.auth{color:var(--muted);font-size:.9rem}
.fields{list-style:none;padding-left:0;margin:.25rem 0}
.fields .fields{padding-left:1.25rem;border-left:2px solid var(--line)}
.fields li{margin:.3rem 0}
.type{color:var(--muted)}
.req{font-size:.8rem;font-weight:600;color:#8a3b00}
.status{font-weight:700}
table{border-collapse:collapse;width:100%;margin:.25rem 0}
th,td{text-align:left;border-bottom:1px solid var(--line);padding:.3rem .4rem;vertical-align:top}
@media (max-width:40rem){table,tbody,tr,th,td{display:block}thead{display:none}td{border:0;padding:.1rem 0}tr{border-bottom:1px solid var(--line);padding:.3rem 0}}
`;

let styleHash: Promise<string> | undefined;

/** The page's policy: its one stylesheet by hash, its own links, nothing else. */
export async function referencePagePolicy(): Promise<string> {
  styleHash ??= inlineHash(STYLE);
  return ownPagePolicy(`style-src ${await styleHash}`, "img-src 'self'");
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** Descriptions are plain text with `code` spans; nothing else is interpreted. */
const inline = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
const prose = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${inline(paragraph)}</p>`)
    .join("");

const json = (value: unknown) => `<code>${escapeHtml(JSON.stringify(value))}</code>`;
const componentName = (ref: string) => ref.replace("#/components/schemas/", "");
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const schemaLink = (ref: string) =>
  `<a href="#schema-${slug(componentName(ref))}">${escapeHtml(componentName(ref))}</a>`;

function typeLabel(schema: Schema): string {
  if (schema.$ref) return schemaLink(schema.$ref);
  if (schema.const !== undefined) return json(schema.const);
  if (schema.enum)
    return schema.enum.length === 1 ? json(schema.enum[0]) : `one of ${schema.enum.map(json).join(", ")}`;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeLabel).join(" or ");
  if (schema.allOf) return schema.allOf.map(typeLabel).join(" and ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return (
    types
      .map((type) => (type === "array" && schema.items ? `array of ${typeLabel(schema.items)}` : type))
      .join(" or ") || "any"
  );
}

function constraints(schema: Schema): string[] {
  const notes: string[] = [];
  const length = (min?: number, max?: number, unit = "characters") =>
    min !== undefined && max !== undefined
      ? `${min}–${max} ${unit}`
      : min !== undefined
        ? `at least ${min} ${unit}`
        : `at most ${max} ${unit}`;
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    notes.push(length(schema.minLength, schema.maxLength));
  if (schema.minItems !== undefined || schema.maxItems !== undefined)
    notes.push(length(schema.minItems, schema.maxItems, "items"));
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) notes.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) notes.push(`< ${schema.exclusiveMaximum}`);
  if (schema.format) notes.push(`format ${escapeHtml(schema.format)}`);
  if (schema.pattern) notes.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`);
  if (schema.default !== undefined) notes.push(`default ${json(schema.default)}`);
  const example = schema.example ?? schema.examples?.[0];
  if (example !== undefined) notes.push(`e.g. ${json(example)}`);
  return notes;
}

/** The inner object a field opens onto, if it is written out in place (refs link to their section). */
function nestedObject(schema: Schema): Schema | undefined {
  if (schema.$ref) return undefined;
  if (schema.properties) return schema;
  if (schema.items && !schema.items.$ref && schema.items.properties) return schema.items;
  return undefined;
}

function fieldList(schema: Schema, depth = 0): string {
  if (!schema.properties || depth > 6) return "";
  const required = new Set(schema.required ?? []);
  const items = Object.entries(schema.properties).map(([name, field]) => {
    const details = [field.description ? inline(field.description) : "", ...constraints(field)]
      .filter(Boolean)
      .join(" · ");
    const nested = nestedObject(field);
    return `<li><code>${escapeHtml(name)}</code> <span class="type">${typeLabel(field)}</span>${
      required.has(name) ? ' <span class="req">required</span>' : ""
    }${details ? ` — ${details}` : ""}${nested ? fieldList(nested, depth + 1) : ""}</li>`;
  });
  return `<ul class="fields">${items.join("")}</ul>`;
}

/** A request or response body: its fields, or a link when it is a named schema. */
function body(content: MediaContent | undefined): string {
  if (!content) return "";
  return Object.entries(content)
    .map(([mediaType, { schema }]) => {
      if (!schema) return `<p><code>${escapeHtml(mediaType)}</code></p>`;
      const head = `<p><code>${escapeHtml(mediaType)}</code>: ${typeLabel(schema)}</p>`;
      const object = nestedObject(schema);
      return head + (object ? fieldList(object) : "");
    })
    .join("");
}

/**
 * A titled part of an operation (parameters, body, responses): a region named by the operation's
 * title and its own heading, so each region's name is unique on the page.
 */
const part = (operationId: string, name: string, title: string, content: string) =>
  `<section aria-labelledby="${operationId}-title ${operationId}-${name}"><h4 id="${operationId}-${name}">${title}</h4>${content}</section>`;

function parameterTable(operationId: string, parameters: Parameter[]): string {
  if (parameters.length === 0) return "";
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.schema ? typeLabel(p.schema) : ""}${
          p.required ? ' <span class="req">required</span>' : ""
        }</td><td>${[p.description ? escapeHtml(p.description) : "", ...(p.schema ? constraints(p.schema) : [])].filter(Boolean).join(" · ")}</td></tr>`,
    )
    .join("");
  const head =
    '<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Rules</th></tr></thead>';
  return part(operationId, "parameters", "Parameters", `<table>${head}<tbody>${rows}</tbody></table>`);
}

function authNote(security: Record<string, string[]>[] | undefined): string {
  if (!security || security.length === 0) return '<p class="auth">No sign-in needed.</p>';
  const roles = security.flatMap((requirement) => Object.values(requirement).flat());
  return `<p class="auth">Needs a bearer token${roles.length ? ` of a user whose role is ${roles.map(escape).join(" or ")}` : ""}.</p>`;
}

export function referencePage(document: ApiDocument): string {
  const ops = operations(document);
  const anchor = (method: string, path: string) => `op-${method}-${slug(path)}`;
  const sections = (document.tags ?? []).map((tag) => {
    const tagged = ops.filter(({ operation }) => operation.tags?.includes(tag.name));
    const articles = tagged.map(({ method, path, operation }) => {
      const id = anchor(method, path);
      const requestBody = operation.requestBody as
        | { description?: string; content?: MediaContent }
        | undefined;
      const responses = Object.entries(
        (operation.responses ?? {}) as Record<string, { description?: string; content?: MediaContent }>,
      )
        .map(
          ([status, response]) =>
            `<li><span class="status">${escapeHtml(status)}</span> ${inline(response.description ?? "")}${body(response.content)}</li>`,
        )
        .join("");
      return `<article id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title"><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span>${escapeHtml(operation.summary ?? "")}</span></h3>
${operation.description ? prose(operation.description) : ""}${authNote(operation.security as Record<string, string[]>[] | undefined)}
${parameterTable(id, (operation.parameters ?? []) as Parameter[])}
${requestBody ? part(id, "body", "Request body", `${requestBody.description ? prose(requestBody.description) : ""}${body(requestBody.content)}`) : ""}
${part(id, "responses", "Responses", `<ul class="fields">${responses}</ul>`)}
</article>`;
    });
    return `<section aria-labelledby="tag-${slug(tag.name)}"><h2 id="tag-${slug(tag.name)}">${escapeHtml(tag.name)}</h2>${
      tag.description ? prose(tag.description) : ""
    }${articles.join("")}</section>`;
  });
  const schemas = Object.entries((document.components?.schemas ?? {}) as Record<string, Schema>).map(
    ([name, schema]) =>
      `<article id="schema-${slug(name)}" aria-labelledby="schema-${slug(name)}-title"><h3 id="schema-${slug(name)}-title"><code>${escapeHtml(name)}</code></h3>${
        schema.description ? prose(schema.description) : ""
      }${schema.properties ? fieldList(schema) : `<p>${typeLabel(schema)}</p>`}</article>`,
  );
  const contents = (document.tags ?? [])
    .map((tag) => `<li><a href="#tag-${slug(tag.name)}">${escapeHtml(tag.name)}</a></li>`)
    .concat(schemas.length ? ['<li><a href="#schemas">Schemas</a></li>'] : [])
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)}</h1>
<p>Version ${escapeHtml(document.info.version)} · OpenAPI ${escapeHtml(document.openapi)} · the machine-readable document: <a href="/api/doc"><code>/api/doc</code></a></p>
${document.info.description ? prose(document.info.description) : ""}
</header>
<nav aria-label="Contents"><ul>${contents}</ul></nav>
<main>
${sections.join("\n")}
${schemas.length ? `<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas.join("")}</section>` : ""}
</main>
</body>
</html>`;
}
