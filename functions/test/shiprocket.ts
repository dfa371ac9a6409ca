/**
 * API-test helpers for courier mode: a configuration with a Shiprocket account of its own (a new
 * API user per call, so tests never share the fake's switches or the client's kept token), and
 * the fake's controls (functions/test/fake-shiprocket).
 */
import { env } from "cloudflare:workers";
import type { Bindings } from "../env.ts";
import { FAKE_SHIPROCKET_PASSWORD } from "./fake-shiprocket/account.ts";

let accounts = 0;

/** The test Worker's configuration plus a fresh courier account at the fake. */
export function courierMode(): Bindings & { SHIPROCKET_EMAIL: string } {
  accounts += 1;
  return {
    ...env,
    SHIPROCKET_EMAIL: `api.${Date.now().toString(36)}.${accounts}@example.com`,
    SHIPROCKET_PASSWORD: FAKE_SHIPROCKET_PASSWORD,
  };
}

export type FakeBehaviour = {
  mode?: "ok" | "error" | "hang";
  unserviceable?: string[];
  notServiceableAs?: 200 | 404;
  transitDays?: string;
  cod?: 0 | 1;
};

async function control(email: string, path = "", body?: unknown) {
  const response = await fetch(
    `${env.SHIPROCKET_API_BASE}/__control/accounts/${encodeURIComponent(email)}${path}`,
    {
      method: body === undefined ? "GET" : "POST",
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  );
  return response.json<{ calls: { login: number; serviceability: number } }>();
}

export const fakeShiprocket = {
  behave: (email: string, behaviour: FakeBehaviour) => control(email, "", behaviour),
  calls: async (email: string) => (await control(email)).calls,
  /** The account's tokens stop working (401), as after their 10 days. */
  expireTokens: (email: string) => control(email, "/expire-tokens", {}),
};
