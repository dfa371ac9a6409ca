/**
 * The fake GitHub (functions/test/fake-github) the browser tests' shop signs editors in with:
 * started by e2e/cms-sign-in.spec.ts beside the test server's port, configured for the shop in
 * playwright.config.ts.
 */
import { FAKE_GITHUB_APP } from "../../functions/test/fake-github/server.ts";

export const fakeGithubPort = (e2ePort: number) => e2ePort + 3000;

/** The shop's Worker configuration for GitHub sign-in against the fake. */
export function fakeGithubSignIn(e2ePort: number) {
  return {
    GITHUB_OAUTH_CLIENT_ID: FAKE_GITHUB_APP.clientId,
    GITHUB_OAUTH_CLIENT_SECRET: FAKE_GITHUB_APP.clientSecret,
    GITHUB_OAUTH_BASE: `http://127.0.0.1:${fakeGithubPort(e2ePort)}`,
    CMS_GITHUB_REPO: "asthiveda/shop",
  };
}
