/** vitest globalSetup: one fake GitHub (OAuth) for the whole API test run, its address passed to the pool. */
import type { TestProject } from "vitest/node";
import { provideFake } from "../provide-fake.ts";
import { startFakeGithub } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    githubOAuthBase: string;
  }
}

export default (project: TestProject) => provideFake(project, "githubOAuthBase", startFakeGithub);
