/**
 * A Vite plugin: the browser's chunks go out without the Worker's `process` banner.
 *
 * Why: the Cloudflare adapter sets `globalThis.process ??= {}; globalThis.process.env ??= {};` as
 * the output banner of every build, the browser's included, where nothing needs it (the bundled
 * libraries only probe `typeof process`). It costs every client chunk ~40 bytes gzipped, over half
 * a kilobyte on the product page, whose JavaScript budget is bench/budgets.ts. The Worker keeps it.
 */
export function clientWithoutServerBanner() {
  return {
    name: "client-without-server-banner",
    configEnvironment(name: string) {
      if (name !== "client") return;
      return { build: { rolldownOptions: { output: { banner: () => "" } } } };
    },
  };
}
