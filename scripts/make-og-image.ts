/**
 * Renders the Open Graph picture (public/images/og-asthiveda.png, 1200×630) from the product's SVG
 * with Chromium, since social networks do not show SVG previews. Run again after changing the
 * artwork: node scripts/make-og-image.ts
 */
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../e2e/support/chromium.ts";
import { site } from "../src/config/site.ts";

const svg = readFileSync("public/images/asthiveda-powder.svg", "utf8");
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:48px;background:#fbf8f1;font-family:Georgia,serif;box-sizing:border-box;padding:0 72px">
  <div style="width:480px;height:480px;flex:none">${svg}</div>
  <div><p style="font:700 64px Georgia,serif;color:#143826;margin:0 0 16px">${site.name}</p>
  <p style="font:32px Arial,sans-serif;color:#4a524d;margin:0;line-height:1.35">${site.tagline}</p></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_FLAGS,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: "public/images/og-asthiveda.png", type: "png" });
await browser.close();
console.log("Wrote public/images/og-asthiveda.png");
