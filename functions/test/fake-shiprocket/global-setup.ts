/** vitest globalSetup: one fake Shiprocket for the whole API test run, its address passed to the pool. */
import type { TestProject } from "vitest/node";
import { provideFake } from "../provide-fake.ts";
import { startFakeShiprocket } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    shiprocketApiBase: string;
  }
}

export default (project: TestProject) => provideFake(project, "shiprocketApiBase", startFakeShiprocket);
