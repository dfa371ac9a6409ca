/**
 * Opaque secrets handed to a client (refresh tokens, password-reset links). Only their SHA-256
 * hashes are stored, so a leaked database cannot be replayed as sessions or reset links; 256 random
 * bits make a plain (unsalted) hash safe here.
 */
const TOKEN_BYTES = 32;

/** Text with every `token=…` value hidden: what admins and logs may see of a queued e-mail. */
export function hideTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&"'<>]+/g, "$1[hidden]");
}

export function newSecretToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** URL-safe base64 without padding: 32 bytes make the 43 characters every token of ours has. */
export function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function hashSecretToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
