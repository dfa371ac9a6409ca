/**
 * GitHub's OAuth web flow for an OAuth app (docs.github.com, "Authorizing OAuth apps"): the
 * authorize address the editor is sent to, and the exchange of the code GitHub sends back for an
 * access token. The token goes to the editor's browser (Decap CMS calls GitHub's API with it);
 * the shop never stores it.
 */
import type { CmsGithubSignIn } from "../lib/config.ts";

/** GitHub answers within a second or two; an editor should not watch a blank window for longer. */
const EXCHANGE_TIMEOUT_MS = 10_000;

export function githubAuthorizeUrl(
  signIn: CmsGithubSignIn,
  options: { redirectUri: string; scope: string; state: string },
): string {
  const url = new URL(`${signIn.githubBase}/login/oauth/authorize`);
  url.searchParams.set("client_id", signIn.clientId);
  url.searchParams.set("redirect_uri", options.redirectUri);
  url.searchParams.set("scope", options.scope);
  url.searchParams.set("state", options.state);
  // Editors must not be signed up from here; they already have their GitHub accounts.
  url.searchParams.set("allow_signup", "false");
  return url.toString();
}

/**
 * The access token for `code`, or null when GitHub refuses it (wrong, used or expired code, wrong
 * client secret: GitHub answers those with 200 and an `error` field), fails or does not answer.
 */
export async function exchangeCodeForToken(
  signIn: CmsGithubSignIn,
  code: string,
  redirectUri: string,
): Promise<string | null> {
  try {
    const response = await fetch(`${signIn.githubBase}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: signIn.clientId,
        client_secret: signIn.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
    if (!response.ok) {
      console.error("GitHub token exchange failed with HTTP", response.status);
      return null;
    }
    const body = (await response.json()) as { access_token?: unknown; error?: unknown };
    if (typeof body.access_token === "string" && body.access_token) return body.access_token;
    console.error(
      "GitHub refused the token exchange:",
      typeof body.error === "string" ? body.error : "no token",
    );
    return null;
  } catch (error) {
    console.error("GitHub token exchange did not complete:", error);
    return null;
  }
}
