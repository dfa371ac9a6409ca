import { chromium } from "playwright-core";
const [,, url, out, width = "1280"] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
p.on("console", m => console.log("console:", m.type(), m.text()));
await p.goto(url); await p.waitForTimeout(1500);
await p.screenshot({ path: out, fullPage: true });
await b.close();
