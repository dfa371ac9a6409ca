/**
 * vitest globalSetup: one fake Razorpay and one fake deploy hook for the whole API test run, their
 * addresses passed to the pool.
 */
import type { TestProject } from "vitest/node";
import { startFakeDeployHook } from "../fake-deploy-hook/server.ts";
import { startFakeRazorpay } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    razorpayApiBase: string;
    deployHookUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const { server, url } = await startFakeRazorpay();
  project.provide("razorpayApiBase", url);
  const hook = await startFakeDeployHook();
  project.provide("deployHookUrl", hook.url);
  const close = (s: typeof server) => new Promise<void>((resolve) => s.close(() => resolve()));
  return () => Promise.all([close(server), close(hook.server)]).then(() => undefined);
}
