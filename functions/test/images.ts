/** Tiny real image files for upload tests. */

/** A valid 1×1 PNG. */
export function pngBytes(): Uint8Array<ArrayBuffer> {
  const base64 =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
  return Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
}
