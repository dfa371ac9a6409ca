/**
 * The page GitHub's sign-in ends on, in the popup Decap CMS opened. It completes Decap's
 * handshake (decap-cms-lib-auth, netlify-auth.js): the popup posts `authorizing:github` to its
 * opener; Decap, if the sender's origin is its `base_url`, posts the same text back; the popup then
 * posts `authorization:github:success:{"token":…,"provider":"github"}` (or `…:error:{"message":…}`)
 * and Decap closes it. Every message goes to the shop's own origin only (`postMessage`'s target),
 * and only an answer from the opener at that origin releases the token, so no other site that
 * opened this page can receive it.
 *
 * The script is a constant, allowed by its hash; what varies (origin, message) travels in a JSON
 * block the browser never runs, so the page keeps a strict policy with no 'unsafe-inline'.
 */
import { inlineHash, ownPagePolicy } from "../lib/security-headers.ts";
const PROVIDER = "github";

/** The handshake; reads its data from the #cms-sign-in JSON block. */
const HANDSHAKE_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById("cms-sign-in").textContent);
  var opener = window.opener;
  if (!opener) return;
  window.addEventListener("message", function reply(event) {
    if (event.source !== opener || event.origin !== data.origin || event.data !== "authorizing:${PROVIDER}") return;
    window.removeEventListener("message", reply);
    opener.postMessage(data.message, data.origin);
  });
  opener.postMessage("authorizing:${PROVIDER}", data.origin);
})();`;

export type SignInOutcome = { token: string } | { error: string };

/** The text Decap reads: `authorization:github:success:{…}` or `authorization:github:error:{…}`. */
export function decapMessage(outcome: SignInOutcome): string {
  return "token" in outcome
    ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}`
    : `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.error })}`;
}

/** JSON that cannot end its <script> block or open a comment, whatever the strings hold. */
const jsonForScriptBlock = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `shopOrigin`: the only origin the page talks to. `text`: what the editor reads in the window. */
export function handshakePage(options: { shopOrigin: string; outcome: SignInOutcome; text: string }): string {
  const data = { origin: options.shopOrigin, message: decapMessage(options.outcome) };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Content editor sign-in · Asthiveda</title>
<script id="cms-sign-in" type="application/json">${jsonForScriptBlock(data)}</script>
<script>${HANDSHAKE_SCRIPT}</script>
</head>
<body>
<main><p>${escapeHtml(options.text)}</p></main>
</body>
</html>
`;
}

let scriptHash: Promise<string> | undefined;

/** The page's policy: nothing but its own script, by hash. */
export async function handshakePagePolicy(): Promise<string> {
  scriptHash ??= inlineHash(HANDSHAKE_SCRIPT);
  return ownPagePolicy(`script-src ${await scriptHash}`);
}
