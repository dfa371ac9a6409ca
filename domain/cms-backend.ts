/**
 * Where Decap CMS saves in production: its GitHub backend, signed in through the shop's own OAuth
 * endpoints (functions/cms/). The Worker fills this from its configuration and hands it to the
 * /cms page (`GET /api/cms/backend`), which adds it to the rest of the CMS configuration
 * (src/content/model/cms-config.ts); locally the page uses decap-server instead.
 */

/** Decap opens `${base_url}/${auth_endpoint}` in a popup to sign in (decap-cms-lib-auth). */
export const CMS_AUTH_ENDPOINT = "api/cms/auth";

/**
 * The GitHub OAuth scopes Decap may ask for: `repo` (the default, needed for a private repository)
 * or `public_repo` (a public one, with `auth_scope: public_repo`). Anything else is refused.
 */
export const CMS_OAUTH_SCOPES = ["repo", "public_repo"] as const;

export type CmsGithubBackend = {
  name: "github";
  repo: string;
  branch: string;
  /** The shop's origin: Decap accepts the sign-in popup's answer only from this origin. */
  base_url: string;
  auth_endpoint: typeof CMS_AUTH_ENDPOINT;
};

export function cmsGithubBackend(options: {
  repo: string;
  branch: string;
  shopOrigin: string;
}): CmsGithubBackend {
  return {
    name: "github",
    repo: options.repo,
    branch: options.branch,
    base_url: options.shopOrigin,
    auth_endpoint: CMS_AUTH_ENDPOINT,
  };
}

/** How long an editor has between pressing Login and GitHub sending them back (the signed state's life). */
export const CMS_SIGN_IN_WINDOW_MINUTES = 10;
