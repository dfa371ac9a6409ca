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

/**
 * How the tests and the bench start it: as root in a container (no sandbox), with no GPU, and with
 * nothing of its own on the network (updates, sync, QUIC) to disturb what is measured or asserted.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}
