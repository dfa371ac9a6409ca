/**
 * A Vite plugin: the Worker's modules are written in ASCII (non-ASCII characters escaped, JSDoc
 * comments left out), the browser's chunks as they were.
 *
 * Why: workerd keeps the source text of every module of the Worker in the isolate's memory, even a
 * module it only imports when needed (the invoice PDF's), and V8 stores a text with any character
 * beyond Latin-1 (a "₹" in a message, a "—" in a comment) at two bytes a character instead of
 * one. In a heap snapshot (bench/heap-probe.ts) that was 9.6 of the isolate's 17.0 MB of live
 * heap (decision 039). The browser's chunks stay UTF-8: there escapes would only cost bytes
 * against bench/budgets.ts.
 */
export function asciiWorkerModules() {
  return {
    name: "ascii-worker-modules",
    configEnvironment(name: string) {
      if (name === "client") return;
      return { build: { rolldownOptions: { output: { charset: "ascii", comments: { jsdoc: false } } } } };
    },
  };
}
