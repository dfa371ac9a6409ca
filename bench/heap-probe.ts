/**
 * What the Worker isolate holds in memory: serves the built shop (or the bench's empty Worker, the
 * floor) with workerd's inspector on, sends it product reads, then takes a heap snapshot over the
 * inspector (the snapshot collects garbage first, so it counts what is live) and prints the live
 * heap by kind of object and its largest strings. Decision 039 was found this way. Needs a build.
 *
 *   node bench/heap-probe.ts [shop|floor, default shop] [reads, default 1000]
 *
 * Ports: BENCH_PORT (default 8860) for the server, the next one for the inspector.
 */
import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { FLOOR_PATH, startFloorWorker } from "./floor.ts";
import { freshBenchDatabase, startBenchShop } from "./server.ts";

const [which = "shop", reads = "1000"] = process.argv.slice(2);
if (which !== "shop" && which !== "floor") throw new Error(`shop or floor, not ${which}`);
const port = Number(process.env.BENCH_PORT ?? 8860);
const inspectorPort = port + 1;
const path = which === "shop" ? `/api/products/${DEFAULT_PRODUCT_ID}` : FLOOR_PATH;

if (which === "shop") freshBenchDatabase();
const server =
  which === "shop"
    ? await startBenchShop(port, inspectorPort)
    : await startFloorWorker(port, { inspectorPort });
try {
  for (let read = 0; read < Number(reads); read++) await (await fetch(`${server.origin}${path}`)).text();
  printSnapshot(await heapSnapshot(), `${which} after ${reads} reads of ${path}`);
} finally {
  await server.stop();
}

/** The user Worker's heap snapshot, over the Chrome DevTools protocol. */
async function heapSnapshot(): Promise<string> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    title: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((t) => t.title.includes("core:user:"));
  if (!target) throw new Error(`no user Worker among ${targets.map((t) => t.title).join(", ")}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((opened) => socket.addEventListener("open", opened, { once: true }));
  const chunks: string[] = [];
  const done = new Promise<void>((resolve) =>
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data));
      if (message.method === "HeapProfiler.addHeapSnapshotChunk") chunks.push(message.params.chunk);
      if (message.id === 1) resolve();
    }),
  );
  socket.send(JSON.stringify({ id: 1, method: "HeapProfiler.takeHeapSnapshot", params: {} }));
  await done;
  socket.close();
  return chunks.join("");
}

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
};

function printSnapshot(text: string, label: string) {
  const { snapshot, nodes, strings } = JSON.parse(text) as Snapshot;
  const fields = snapshot.meta.node_fields;
  const [type, name, size] = (["type", "name", "self_size"] as const).map((field) =>
    fields.indexOf(field),
  ) as [number, number, number];
  const byType = new Map<string, number>();
  const largestStrings: { bytes: number; start: string }[] = [];
  let total = 0;
  for (let node = 0; node < nodes.length; node += fields.length) {
    const kind = snapshot.meta.node_types[0][nodes[node + type]!]!;
    const bytes = nodes[node + size]!;
    total += bytes;
    byType.set(kind, (byType.get(kind) ?? 0) + bytes);
    if (kind === "string" && bytes > 100_000)
      largestStrings.push({ bytes, start: strings[nodes[node + name]!]!.slice(0, 90).replace(/\s+/g, " ") });
  }
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
  console.log(`${label}: ${mb(total)} live`);
  for (const [kind, bytes] of [...byType].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log(`  ${mb(bytes).padStart(9)}  ${kind}`);
  console.log("  largest strings (a module's source text is one string):");
  for (const { bytes, start } of largestStrings.sort((a, b) => b.bytes - a.bytes).slice(0, 8))
    console.log(`  ${mb(bytes).padStart(9)}  ${start}…`);
}
