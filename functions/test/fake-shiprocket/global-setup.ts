/** vitest globalSetup: one fake Shiprocket for the whole API test run, its address passed to the pool. */
import type { TestProject } from "vitest/node";
import { startFakeShiprocket } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    shiprocketApiBase: string;
  }
}

export default async function setup(project: TestProject) {
  const { server, url } = await startFakeShiprocket();
  project.provide("shiprocketApiBase", url);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
