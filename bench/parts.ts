/**
 * The bench's parts, each runnable alone: `npm run bench -- --only api,soak` (or `--only api
 * --only soak`). Without `--only` every part runs. A new part (a flash sale, say) adds its name here
 * and its step in bench/run.ts.
 */
export const PARTS = ["pages", "size", "api", "soak", "flash"] as const;
export type Part = (typeof PARTS)[number];

export function selectedParts(argv: readonly string[]): Part[] {
  const asked: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === "--only") asked.push(...(argv[i + 1] ?? "").split(","));
    else if (arg.startsWith("--only=")) asked.push(...arg.slice("--only=".length).split(","));
  });
  const names = asked.map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`unknown bench part ${unknown.join(", ")}: choose from ${PARTS.join(", ")}`);
  return names.length ? PARTS.filter((part) => names.includes(part)) : [...PARTS];
}
