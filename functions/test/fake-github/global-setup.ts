/** vitest globalSetup: one fake GitHub (OAuth) for the whole API test run, its address passed to the pool. */
import type { TestProject } from "vitest/node";
import { startFakeGithub } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    githubOAuthBase: string;
  }
}

export default async function setup(project: TestProject) {
  const { server, url } = await startFakeGithub();
  project.provide("githubOAuthBase", url);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
