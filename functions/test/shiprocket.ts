/**
 * API-test helpers for courier mode: a configuration with a Shiprocket account of its own (a new
 * API user per call, so tests never share the fake's switches or the client's kept token), and
 * the fake's controls (functions/test/fake-shiprocket).
 */
import { env } from "cloudflare:workers";
import type { Bindings } from "../env.ts";
import { FAKE_SHIPROCKET_PASSWORD } from "./fake-shiprocket/account.ts";
import type { Behaviour, Calls, Tracking } from "./fake-shiprocket/server.ts";

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

/** The fake's switches for one account: what it answers (functions/test/fake-shiprocket/server.ts). */
export type FakeBehaviour = Partial<Behaviour>;
export type FakeCalls = Calls;
export type FakeTracking = Tracking;

async function control(email: string, path = "", body?: unknown) {
  const response = await fetch(
    `${env.SHIPROCKET_API_BASE}/__control/accounts/${encodeURIComponent(email)}${path}`,
    {
      method: body === undefined ? "GET" : "POST",
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  );
  return response.json<{
    calls: FakeCalls;
    orders: Record<
      string,
      {
        shipmentId: number;
        body: Record<string, unknown>;
        awb: string | null;
        pickupRequested: boolean;
        cancelled: boolean;
      }
    >;
  }>();
}

export const fakeShiprocket = {
  behave: (email: string, behaviour: FakeBehaviour) => control(email, "", behaviour),
  calls: async (email: string) => (await control(email)).calls,
  /** The orders booked at the fake by this account, by our order id, as Shiprocket received them. */
  orders: async (email: string) => (await control(email)).orders,
  track: async (awb: string, tracking: FakeTracking) => {
    await fetch(`${env.SHIPROCKET_API_BASE}/__control/tracking/${encodeURIComponent(awb)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(tracking),
    });
  },
  /** The account's tokens stop working (401), as after their 10 days. */
  expireTokens: (email: string) => control(email, "/expire-tokens", {}),
};
