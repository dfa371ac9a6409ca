/**
 * vitest globalSetup: one fake Razorpay and one fake deploy hook for the whole API test run, their
 * addresses passed to the pool.
 */
import type { TestProject } from "vitest/node";
import { provideFake } from "../provide-fake.ts";
import { startFakeDeployHook } from "../fake-deploy-hook/server.ts";
import { startFakeRazorpay } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    razorpayApiBase: string;
    deployHookUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const stops = await Promise.all([
    provideFake(project, "razorpayApiBase", startFakeRazorpay),
    provideFake(project, "deployHookUrl", startFakeDeployHook),
  ]);
  return () => Promise.all(stops.map((stop) => stop())).then(() => undefined);
}
