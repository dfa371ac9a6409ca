/**
 * Signing in to the content editor with GitHub, against the fake GitHub (functions/test/fake-github):
 * the start's redirect and cookie, the callback's checks of state and code, the token exchange and
 * the handshake page that hands the token to Decap CMS at the shop's origin only.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cmsMessages } from "../../domain/cms-messages.ts";
import type { Bindings } from "../env.ts";
import { jwtSecret } from "../lib/config.ts";
import { FAKE_GITHUB_APP } from "../test/fake-github/server.ts";
import { api, BASE } from "../test/http.ts";
import { cmsSignInPerClient } from "./limits.ts";
import { issueSignInState, SIGN_IN_WINDOW_SECONDS, STATE_COOKIE } from "./sign-in-state.ts";

const GITHUB = env.GITHUB_OAUTH_BASE!;
/** The test Worker signs in with the fake GitHub's app (vitest.config.ts)… */
const configured: Bindings = env;
/** …and a shop without an OAuth app has none of it. */
const unconfigured: Bindings = {
  ...env,
  GITHUB_OAUTH_CLIENT_ID: undefined,
  GITHUB_OAUTH_CLIENT_SECRET: undefined,
  CMS_GITHUB_REPO: undefined,
};
const START = "/api/cms/auth?provider=github&scope=repo&site_id=localhost";

/** What Decap does: open the start in a popup; returns where the browser goes and the cookie it keeps. */
async function startSignIn(bindings = configured, path = START) {
  const res = await api(path, { bindings });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("Location")!);
  const cookie = /^cms_sign_in=([^;]+)/.exec(res.headers.get("Set-Cookie") ?? "")?.[1];
  return { res, location, cookie: `${STATE_COOKIE}=${cookie}`, state: location.searchParams.get("state")! };
}

/** The editor presses "Authorize" at (fake) GitHub, whose link goes back to our callback. */
async function approveAtGithub(location: URL): Promise<string> {
  const res = await fetch(location);
  expect(res.status).toBe(200);
  const href = /<a id="authorize" href="([^"]+)"/.exec(await res.text())?.[1] ?? "";
  const back = new URL(href.replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  expect(back.origin + back.pathname).toBe(`${BASE}/api/cms/callback`);
  return back.pathname + back.search;
}

const callback = (path: string, cookie?: string, bindings = configured) =>
  api(path, { bindings, headers: cookie ? { Cookie: cookie } : {} });

/** The JSON block the handshake page's script reads: the target origin and Decap's message. */
function handshakeData(html: string): { origin: string; message: string } {
  const block = /<script id="cms-sign-in" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(block, "the page carries the handshake's data").toBeDefined();
  return JSON.parse(block!);
}

function expectDecapError(html: string, message: string) {
  const data = handshakeData(html);
  expect(data.message).toBe(`authorization:github:error:${JSON.stringify({ message })}`);
  expect(html).not.toContain("success");
}

describe("GET /api/cms/backend", () => {
  it("gives the /cms page Decap's GitHub backend with the shop as base_url", async () => {
    const res = await api("/api/cms/backend", { bindings: { ...configured, CMS_GITHUB_BRANCH: "content" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      name: "github",
      repo: "asthiveda/shop",
      branch: "content",
      base_url: "http://localhost:8787",
      auth_endpoint: "api/cms/auth",
    });
  });

  it("answers 503, saying what to configure, while GitHub sign-in is not set up", async () => {
    for (const missing of ["GITHUB_OAUTH_CLIENT_ID", "GITHUB_OAUTH_CLIENT_SECRET", "CMS_GITHUB_REPO"]) {
      const res = await api("/api/cms/backend", { bindings: { ...configured, [missing]: "" } });
      expect(res.status, missing).toBe(503);
      expect(res.json.message).toBe(cmsMessages.notConfigured);
    }
  });
});

describe("GET /api/cms/auth", () => {
  it("sends the editor to GitHub with the app's client id, the scope, our callback and a signed state", async () => {
    const { res, location, state } = await startSignIn();
    expect(location.origin + location.pathname).toBe(`${GITHUB}/login/oauth/authorize`);
    expect(location.searchParams.get("client_id")).toBe(FAKE_GITHUB_APP.clientId);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(location.searchParams.get("redirect_uri")).toBe(`${BASE}/api/cms/callback`);
    expect(state.split(".")).toHaveLength(3);
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^cms_sign_in=[\w-]{43};/);
    for (const attribute of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/api/cms/callback"])
      expect(cookie).toContain(attribute);
    expect(cookie).toContain(`Max-Age=${SIGN_IN_WINDOW_SECONDS}`);
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none");
  });

  it("passes public_repo through and refuses other providers and scopes", async () => {
    const { location } = await startSignIn(configured, "/api/cms/auth?provider=github&scope=public_repo");
    expect(location.searchParams.get("scope")).toBe("public_repo");

    const gitlab = await api("/api/cms/auth?provider=gitlab&scope=repo", { bindings: configured });
    expect(gitlab.status).toBe(400);
    expect(gitlab.json.message).toBe(cmsMessages.providerInvalid);
    const admin = await api("/api/cms/auth?provider=github&scope=admin:org", { bindings: configured });
    expect(admin.status).toBe(400);
    expect(admin.json.message).toBe(cmsMessages.scopeInvalid);
  });

  it("answers 503 and sends nobody to GitHub when no OAuth app is configured", async () => {
    const res = await api(START, { bindings: unconfigured });
    expect(res.status).toBe(503);
    expect(res.json.message).toBe(cmsMessages.notConfigured);
    expect(res.headers.get("Location")).toBeNull();
  });

  it("is rate limited per client address, start and return together", async () => {
    const from = { "CF-Connecting-IP": "203.0.113.9" };
    for (let i = 0; i < cmsSignInPerClient.limit; i++) {
      const res = await api(START, { bindings: configured, headers: from });
      expect(res.status).toBe(302);
    }
    const limited = await api(START, { bindings: configured, headers: from });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe(cmsMessages.rateLimited);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    const back = await api("/api/cms/callback?code=x&state=y", { bindings: configured, headers: from });
    expect(back.status).toBe(429);
    expectDecapError(back.text, cmsMessages.rateLimited);
    // Another address is not affected.
    expect(
      (await api(START, { bindings: configured, headers: { "CF-Connecting-IP": "203.0.113.10" } })).status,
    ).toBe(302);
  });
});

describe("GET /api/cms/callback", () => {
  it("exchanges GitHub's code for a token and hands it to Decap at the shop's origin only", async () => {
    const { location, cookie } = await startSignIn();
    const res = await callback(await approveAtGithub(location), cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const data = handshakeData(res.text);
    expect(data.origin).toBe("http://localhost:8787");
    const success = /^authorization:github:success:(.+)$/.exec(data.message);
    expect(success, data.message).not.toBeNull();
    const payload = JSON.parse(success![1]!);
    expect(payload).toEqual({ token: expect.stringMatching(/^gho_[0-9a-f]{36}$/), provider: "github" });
    // The script posts to data.origin, never "*", and answers only the opener at that origin.
    expect(res.text).not.toMatch(/postMessage\([^)]*"\*"/);
    expect(res.text).toContain("event.origin !== data.origin");
    expect(res.text).toContain("event.source !== opener");
    // The page runs its own script by hash only, and keeps its opener.
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("default-src 'none'");
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none");
    // The sign-in cookie is spent.
    expect(res.headers.get("Set-Cookie")).toMatch(/^cms_sign_in=;.*Max-Age=0/);
  });

  it("posts only to the shop's configured address, whoever serves the page", async () => {
    const shop = { ...configured, PUBLIC_SITE_URL: "https://asthiveda.example/" };
    const { location, cookie } = await startSignIn(shop);
    expect(location.searchParams.get("redirect_uri")).toBe("https://asthiveda.example/api/cms/callback");
    const res = await callback("/api/cms/callback?code=x&state=y", cookie, shop);
    expect(handshakeData(res.text).origin).toBe("https://asthiveda.example");
  });

  it("refuses a missing, forged or other browser's state, before asking GitHub", async () => {
    const { location, cookie, state } = await startSignIn();
    const back = await approveAtGithub(location);
    const code = new URL(back, BASE).searchParams.get("code")!;
    const forged = `${state.slice(0, -2)}${state.endsWith("AA") ? "BB" : "AA"}`;
    const other = await startSignIn();
    for (const [path, withCookie] of [
      [`/api/cms/callback?code=${code}`, cookie],
      [`/api/cms/callback?code=${code}&state=${forged}`, cookie],
      [back, undefined],
      [back, other.cookie],
    ] as const) {
      const res = await callback(path, withCookie);
      expect(res.status, path).toBe(400);
      expectDecapError(res.text, cmsMessages.stateInvalid);
    }
    // The code was never spent: with the right state and cookie it still signs in.
    expect((await callback(back, cookie)).status).toBe(200);
  });

  it("refuses a state older than the sign-in window", async () => {
    const secret = jwtSecret(configured);
    const { state, nonce } = await issueSignInState(secret, Date.now() - (SIGN_IN_WINDOW_SECONDS + 5) * 1000);
    const res = await callback(`/api/cms/callback?code=x&state=${state}`, `${STATE_COOKIE}=${nonce}`);
    expect(res.status).toBe(400);
    expectDecapError(res.text, cmsMessages.stateInvalid);
  });

  it("tells Decap when the editor refused at GitHub or GitHub sent no code", async () => {
    await fetch(`${GITHUB}/__control/deny-next`);
    const denied = await startSignIn();
    const refused = await callback(await approveAtGithub(denied.location), denied.cookie);
    expect(refused.status).toBe(400);
    expectDecapError(refused.text, cmsMessages.githubRefused);

    const { cookie, state } = await startSignIn();
    const noCode = await callback(`/api/cms/callback?state=${state}`, cookie);
    expect(noCode.status).toBe(400);
    expectDecapError(noCode.text, cmsMessages.codeMissing);
  });

  it("answers 502 when GitHub refuses the code, the app's secret, or is down", async () => {
    const used = await startSignIn();
    const back = await approveAtGithub(used.location);
    expect((await callback(back, used.cookie)).status).toBe(200);
    const replayed = await callback(back, used.cookie);
    expect(replayed.status).toBe(502);
    expectDecapError(replayed.text, cmsMessages.exchangeFailed);

    const wrongSecret = { ...configured, GITHUB_OAUTH_CLIENT_SECRET: "not-the-secret" };
    const secretRun = await startSignIn(wrongSecret);
    const refused = await callback(await approveAtGithub(secretRun.location), secretRun.cookie, wrongSecret);
    expect(refused.status).toBe(502);
    expectDecapError(refused.text, cmsMessages.exchangeFailed);

    const down = await startSignIn();
    const downBack = await approveAtGithub(down.location);
    await fetch(`${GITHUB}/__control/outage?on=true`);
    try {
      const failed = await callback(downBack, down.cookie);
      expect(failed.status).toBe(502);
      expectDecapError(failed.text, cmsMessages.exchangeFailed);
    } finally {
      await fetch(`${GITHUB}/__control/outage?on=false`);
    }
  });

  it("answers a 503 page when GitHub sign-in is not configured", async () => {
    const res = await api("/api/cms/callback?code=x&state=y", { bindings: unconfigured });
    expect(res.status).toBe(503);
    expectDecapError(res.text, cmsMessages.notConfigured);
  });
});
