/**
 * What a built page makes the browser download, read from `dist/client` without a browser: the
 * page's HTML, its stylesheets, and every JavaScript module it can load without the visitor doing
 * anything (module scripts, island components and renderers, and everything they import
 * statically). Modules reached only through `import()` (loaded on an action, e.g. a form submit)
 * are listed apart. Sizes are gzipped at level 9, as a CDN serves them.
 *
 * Used by the budget test (e2e/budgets.spec.ts) and by `npm run bench`, so both count alike.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const CLIENT_DIR = "dist/client";

export type Asset = { path: string; bytes: number; gzip: number };
export type PageWeight = {
  html: Asset;
  css: Asset[];
  /** Modules that load with the page (including islands that hydrate when visible or idle). */
  js: Asset[];
  /** Modules that load only when the visitor acts (dynamic `import()`). */
  lazyJs: Asset[];
  /** Framework (React, Astro's island runtime) modules among `js`. */
  frameworkJs: Asset[];
  islands: number;
};

export const gzipBytes = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

function asset(path: string, dir: string): Asset {
  const content = readFileSync(join(dir, path));
  return { path, bytes: content.length, gzip: gzipBytes(content) };
}

/** The built file a page's path is served from (`build.format: "file"`). */
export function htmlFileFor(pagePath: string, dir = CLIENT_DIR): string {
  const clean = pagePath.split(/[?#]/)[0]!.replace(/\/$/, "");
  const candidates =
    clean === "" ? ["index.html"] : [`${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  const found = candidates.find((candidate) => existsSync(join(dir, candidate)));
  if (!found) throw new Error(`no built HTML for ${pagePath} in ${dir}`);
  return found;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
const sum = (assets: Asset[], key: "bytes" | "gzip" = "gzip") =>
  assets.reduce((total, a) => total + a[key], 0);
export const totalGzip = (assets: Asset[]) => sum(assets);

/** Specifiers of `import … from "./x.js"` / `import "./x.js"` (static) and `import("./x.js")`. */
function importsOf(source: string): { static: string[]; dynamic: string[] } {
  const staticImports = [
    ...source.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g,
    ),
  ].map((m) => m[1]!);
  const dynamicImports = [...source.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)].map(
    (m) => m[1]!,
  );
  return { static: staticImports, dynamic: dynamicImports };
}

/** `/_astro/x.js` paths reachable from `entries`, split by how they are reached. */
function moduleGraph(entries: string[], dir: string): { eager: string[]; lazy: string[] } {
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const visit = (path: string, into: Set<string>) => {
    if (eager.has(path) || into.has(path)) return;
    into.add(path);
    const source = readFileSync(join(dir, path), "utf8");
    const base = path.slice(0, path.lastIndexOf("/") + 1);
    const resolve = (spec: string) => new URL(spec, `http://x${base}`).pathname;
    const { static: statics, dynamic } = importsOf(source);
    for (const spec of statics) visit(resolve(spec), into);
    for (const spec of dynamic) visit(resolve(spec), lazy);
  };
  for (const entry of entries) visit(entry, eager);
  for (const path of eager) lazy.delete(path);
  return { eager: [...eager], lazy: [...lazy] };
}

/** True for modules that are the UI framework rather than the page's own code. */
export function isFrameworkModule(path: string): boolean {
  return /\/_astro\/(client|react|react-dom|jsx-runtime|rolldown-runtime|index)\.[\w-]+\.js$/.test(path);
}

export function pageWeight(pagePath: string, dir = CLIENT_DIR): PageWeight {
  const htmlPath = htmlFileFor(pagePath, dir);
  const html = readFileSync(join(dir, htmlPath), "utf8");
  const tags = html.match(/<(?:script|link|astro-island)\b[^>]*>/g) ?? [];
  const entries: string[] = [];
  const css: string[] = [];
  let islands = 0;
  for (const tag of tags) {
    if (tag.startsWith("<astro-island")) {
      islands += 1;
      for (const name of ["component-url", "renderer-url"]) {
        const url = attr(tag, name);
        if (url) entries.push(url);
      }
    } else if (tag.startsWith("<script")) {
      const src = attr(tag, "src");
      if (src?.startsWith("/")) entries.push(src);
    } else {
      const rel = attr(tag, "rel");
      const href = attr(tag, "href");
      if (!href?.startsWith("/")) continue;
      if (rel === "stylesheet") css.push(href);
      if (rel === "modulepreload") entries.push(href);
    }
  }
  // Inline scripts (small page scripts Astro inlines, and its island runtime) are JavaScript too;
  // each counts as its own gzipped piece, and any chunk it names is followed.
  const inline: Asset[] = [];
  for (const [index, match] of [
    ...html.matchAll(/<script(?:\s+type="module")?>([\s\S]*?)<\/script>/g),
  ].entries()) {
    const source = match[1]!;
    for (const m of source.matchAll(/["'`](\/_astro\/[^"'`]+\.js)["'`]/g)) entries.push(m[1]!);
    const runtime = source.includes("astro-island") || source.includes("Astro.");
    inline.push({
      path: `${runtime ? "inline:astro-island-runtime" : "inline:page-script"}#${index}`,
      bytes: Buffer.byteLength(source),
      gzip: gzipBytes(source),
    });
  }
  const graph = moduleGraph([...new Set(entries)], dir);
  const js = [...graph.eager.map((path) => asset(path, dir)), ...inline];
  return {
    html: { path: `/${htmlPath}`, bytes: Buffer.byteLength(html), gzip: gzipBytes(html) },
    css: [...new Set(css)].map((path) => asset(path, dir)),
    js,
    lazyJs: graph.lazy.map((path) => asset(path, dir)),
    frameworkJs: js.filter(
      (a) => isFrameworkModule(a.path) || a.path.startsWith("inline:astro-island-runtime"),
    ),
    islands,
  };
}
