/**
 * What an editor reads while signing in to the content editor (/cms) with GitHub: the API's
 * refusals and the sign-in window's own text. Decap CMS shows the error messages on its login
 * screen, so they say what to do next.
 */
import { CMS_SIGN_IN_WINDOW_MINUTES } from "./cms-backend.ts";

export const cmsMessages = {
  notConfigured:
    "Editing on the live shop is not set up yet: GitHub sign-in needs GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET and CMS_GITHUB_REPO (README, “Editing content”). Until then, edit on your machine with npm run cms and commit.",
  providerInvalid: "The content editor signs in with GitHub only (provider=github).",
  scopeInvalid: "GitHub sign-in asks for the repo or public_repo scope only.",
  stateInvalid: `This sign-in was not started from this browser, or it took longer than ${CMS_SIGN_IN_WINDOW_MINUTES} minutes. Close this window and press “Login with GitHub” again.`,
  githubRefused: "GitHub sign-in was cancelled or refused. Close this window and try again.",
  codeMissing: "GitHub sent no sign-in code. Close this window and press “Login with GitHub” again.",
  exchangeFailed:
    "GitHub did not confirm the sign-in. Close this window and press “Login with GitHub” again; if it keeps failing, check the OAuth app's client id and secret.",
  rateLimited: "Too many sign-in attempts from this address. Please wait a few minutes and try again.",
  signedIn:
    "Signed in with GitHub. This window closes by itself; if it does not, close it and return to the editor.",
} as const;
