/**
 * Where `?next=` may send a visitor after logging in: only to a page of this shop (decisions.md,
 * "Abuse limits"). Browsers are lenient with addresses — they drop tabs and newlines, read "\" as
 * "/", and take "//host" as another site — so `next` is not judged as text: it is resolved the way
 * the browser will resolve it, against the shop's origin, and kept only if it stays there.
 */

/** The same-origin path (path, query and fragment) `next` leads to, or null if it may lead anywhere else. */
export function sameOriginPath(next: string | null | undefined, origin: string): string | null {
  if (!next?.startsWith("/")) return null;
  // No path of ours holds a control character (\p{Cc}: browsers delete some, so "/\t/evil.example"
  // becomes "//evil.example") or a backslash (browsers read it as "/").
  if (/[\p{Cc}\\]/u.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // "/%2F%2Fevil.example" is one of our paths, but a server or proxy that decodes it before
  // redirecting (a trailing-slash rule, say) turns it into "//evil.example": refuse it too.
  const decoded = safeDecode(url.pathname);
  if (decoded === null || /^\/[/\\]/.test(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
