import { z } from "zod";
import { cmsBackendResponse } from "../../domain/api/cms.ts";
import { CMS_OAUTH_SCOPES, CMS_SIGN_IN_WINDOW_MINUTES } from "../../domain/cms-backend.ts";
import { cmsMessages } from "../../domain/cms-messages.ts";
import { errorResponses, jsonResponse, rateLimitedResponse, routes } from "../lib/openapi.ts";
import { STATE_COOKIE } from "./sign-in-state.ts";

const publicRoute = routes("public", "Content editor");

const NOT_CONFIGURED =
  "GitHub sign-in is not configured (GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET, CMS_GITHUB_REPO): /cms edits locally only.";

export const backend = publicRoute({
  method: "get",
  path: "/cms/backend",
  summary: "Where the live content editor saves",
  description:
    "Decap CMS's `backend` for the live shop: the GitHub repository and branch each save commits to, and the shop's sign-in endpoint. The /cms page asks for it when opened anywhere but the editor's own machine.",
  responses: {
    200: jsonResponse(cmsBackendResponse, "GitHub sign-in is configured."),
    ...errorResponses({ 503: NOT_CONFIGURED }),
  },
});

export const auth = publicRoute({
  method: "get",
  path: "/cms/auth",
  summary: "Start signing in to the content editor with GitHub",
  description: `Decap CMS opens this in a popup when the editor presses “Login with GitHub”. Redirects to GitHub's authorize page with the OAuth app's client id, the scope and a signed \`state\` valid for ${CMS_SIGN_IN_WINDOW_MINUTES} minutes, and sets the same sign-in's nonce in the \`${STATE_COOKIE}\` cookie (HttpOnly, Secure, SameSite=Lax, Path=/api/cms/callback), so only this browser can complete it. Limited per client address, together with the callback.`,
  request: {
    query: z.object({
      provider: z.literal("github", cmsMessages.providerInvalid).meta({ description: "Always `github`." }),
      scope: z
        .enum(CMS_OAUTH_SCOPES, cmsMessages.scopeInvalid)
        .default("repo")
        .meta({ description: "The GitHub scope Decap asks for: `repo` (default) or `public_repo`." }),
      site_id: z
        .string()
        .max(253)
        .optional()
        .meta({ description: "Sent by Decap (the shop's host name); not used." }),
    }),
  },
  responses: {
    302: {
      description: "To GitHub's authorize page.",
      headers: z.object({
        Location: z.string().meta({
          description: "GitHub's /login/oauth/authorize with client_id, redirect_uri, scope and state.",
        }),
        "Set-Cookie": z.string().meta({ description: `The sign-in's nonce: \`${STATE_COOKIE}=…\`.` }),
      }),
    },
    ...errorResponses({
      400: "`provider` is not github, or `scope` is not repo or public_repo.",
      503: NOT_CONFIGURED,
    }),
    ...rateLimitedResponse("Too many sign-ins from this address; `Retry-After` says when to try again."),
  },
});

const handshakePage = (description: string) => ({
  description,
  content: { "text/html": { schema: z.string().meta({ description: "The handshake page." }) } },
});

export const callback = publicRoute({
  method: "get",
  path: "/cms/callback",
  summary: "Finish signing in to the content editor",
  description:
    "GitHub sends the editor back here (the OAuth app's callback URL). Checks the `state` against the sign-in cookie, exchanges the code for an access token at GitHub, and answers a page that hands the token, or the reason it failed, to Decap CMS in the window that opened it, by `postMessage` to the shop's own origin only. The token is not stored. Every answer clears the sign-in cookie.",
  request: {
    query: z.object({
      code: z.string().optional().meta({ description: "GitHub's one-time code." }),
      state: z.string().optional().meta({ description: "The signed state `/cms/auth` sent." }),
      error: z
        .string()
        .optional()
        .meta({ description: "GitHub's reason when the editor did not authorise, e.g. `access_denied`." }),
      error_description: z.string().optional(),
      error_uri: z.string().optional(),
    }),
  },
  responses: {
    200: handshakePage(
      "Signed in: the page posts `authorization:github:success:{token, provider}` to the CMS.",
    ),
    400: handshakePage(
      "The state is missing, forged, expired or from another browser, or GitHub sent no code or an error: the page posts `authorization:github:error:{message}`.",
    ),
    429: {
      ...handshakePage("Too many sign-ins from this address; `Retry-After` says when to try again."),
      headers: z.object({ "Retry-After": z.int().positive() }),
    },
    502: handshakePage("GitHub refused the code or did not answer."),
    503: handshakePage(NOT_CONFIGURED),
  },
});
