/** Where Debian's Chromium is; `CHROMIUM_PATH` overrides. The test runner checks it exists first. */
import { existsSync } from "node:fs";

export const CHROMIUM_INSTALL_HINT =
  "Chromium was not found. Install Debian's Chromium with:\n\n    sudo apt-get update && sudo apt-get install -y chromium\n\n" +
  "or point CHROMIUM_PATH at a Chromium or Chrome binary. The browser tests do not run without it.";

export function chromiumPath(): string {
  // An explicit choice is taken as it is, so a wrong CHROMIUM_PATH fails loudly instead of
  // quietly testing another browser.
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path) => existsSync(path)) ?? candidates[0]!;
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}
