/**
 * What each fake's vitest globalSetup does: start the local fake once for the whole API test run,
 * hand its address to the test pool (`inject(name)` in vitest.config.ts), and stop it at the end.
 */
import type { Server } from "node:http";
import type { ProvidedContext } from "vitest";
import type { TestProject } from "vitest/node";

type AddressKey = {
  [K in keyof ProvidedContext]: ProvidedContext[K] extends string ? K : never;
}[keyof ProvidedContext];

export async function provideFake(
  project: TestProject,
  name: AddressKey,
  start: () => Promise<{ server: Server; url: string }>,
): Promise<() => Promise<void>> {
  const { server, url } = await start();
  project.provide(name, url);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
