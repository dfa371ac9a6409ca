import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { cmsGithubBackend } from "../../domain/cms-backend.ts";
import { cmsMessages } from "../../domain/cms-messages.ts";
import type { AppEnv } from "../env.ts";
import { cmsGithubSignIn, jwtSecret, siteUrl } from "../lib/config.ts";
import { ApiError } from "../lib/errors.ts";
import { clientAddress, enforceRateLimit, RateLimitedError } from "../lib/rate-limit.ts";
import type * as routes from "./cms.routes.ts";
import { exchangeCodeForToken, githubAuthorizeUrl } from "./github-oauth.ts";
import { handshakePage, handshakePagePolicy, type SignInOutcome } from "./handshake-page.ts";
import { cmsSignInPerClient } from "./limits.ts";
import {
  clearStateCookie,
  issueSignInState,
  isValidSignInState,
  readStateCookie,
  setStateCookie,
} from "./sign-in-state.ts";

/** The shop's origin: Decap's `base_url`, GitHub's callback and the only postMessage target. */
const shopOrigin = (c: Context<AppEnv>) => new URL(siteUrl(c.env, c.req.raw)).origin;
const callbackUrl = (c: Context<AppEnv>) => `${shopOrigin(c)}/api/cms/callback`;

/**
 * The sign-in popup keeps its opener only if its pages do not ask for a browsing-context group of
 * their own: after the trip through github.com, the shop's usual `same-origin-allow-popups` would
 * cut the popup off from the CMS that must receive the token.
 */
const KEEP_OPENER = { "Cross-Origin-Opener-Policy": "unsafe-none" };

export const backend: RouteHandler<typeof routes.backend, AppEnv> = async (c) => {
  const signIn = cmsGithubSignIn(c.env);
  if (!signIn) throw new ApiError(503, cmsMessages.notConfigured);
  const data = cmsGithubBackend({ repo: signIn.repo, branch: signIn.branch, shopOrigin: shopOrigin(c) });
  return c.json({ success: true, data } as const, 200);
};

export const auth: RouteHandler<typeof routes.auth, AppEnv> = async (c) => {
  const signIn = cmsGithubSignIn(c.env);
  if (!signIn) throw new ApiError(503, cmsMessages.notConfigured);
  await enforceRateLimit(c.env.DB, [cmsSignInPerClient, clientAddress(c.req.raw)]);
  const { state, nonce } = await issueSignInState(jwtSecret(c.env));
  setStateCookie(c, nonce);
  const location = githubAuthorizeUrl(signIn, {
    redirectUri: callbackUrl(c),
    scope: c.req.valid("query").scope,
    state,
  });
  return c.body(null, 302, { Location: location, ...KEEP_OPENER });
};

export const callback: RouteHandler<typeof routes.callback, AppEnv> = async (c) => {
  const query = c.req.valid("query");
  const cookieNonce = readStateCookie(c);
  clearStateCookie(c);
  const answer = async (status: 200 | 400 | 429 | 502 | 503, outcome: SignInOutcome, extra = {}) => {
    const text = "token" in outcome ? cmsMessages.signedIn : outcome.error;
    const html = handshakePage({ shopOrigin: shopOrigin(c), outcome, text });
    return c.html(html, status, {
      "Content-Security-Policy": await handshakePagePolicy(),
      ...KEEP_OPENER,
      ...extra,
    });
  };

  const signIn = cmsGithubSignIn(c.env);
  if (!signIn) return answer(503, { error: cmsMessages.notConfigured });
  try {
    await enforceRateLimit(c.env.DB, [cmsSignInPerClient, clientAddress(c.req.raw)]);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return answer(429, { error: error.message }, { "Retry-After": String(error.retryAfterSeconds) });
  }
  // The state first: nothing GitHub seems to say counts until we know this browser started it.
  if (!(await isValidSignInState(query.state, cookieNonce, jwtSecret(c.env))))
    return answer(400, { error: cmsMessages.stateInvalid });
  if (query.error) return answer(400, { error: cmsMessages.githubRefused });
  if (!query.code) return answer(400, { error: cmsMessages.codeMissing });
  const token = await exchangeCodeForToken(signIn, query.code, callbackUrl(c));
  if (!token) return answer(502, { error: cmsMessages.exchangeFailed });
  return answer(200, { token });
};
