/** vitest globalSetup: one fake Razorpay for the whole API test run, its address passed to the pool. */
import type { TestProject } from "vitest/node";
import { startFakeRazorpay } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    razorpayApiBase: string;
  }
}

export default async function setup(project: TestProject) {
  const { server, url } = await startFakeRazorpay();
  project.provide("razorpayApiBase", url);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
