// Screenshots of pages at phone and desktop widths, for a person to look at.
// Usage: node --import tsx scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots / /directory …
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { chromium } from "playwright-core";

import { CHROMIUM_ARGS, systemChromium } from "../tests/support/chromium";

const [base = "http://127.0.0.1:3000", outDir = "/tmp/shots", ...routes] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
for (const width of [320, 390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes.length ? routes : ["/"]) {
    await page.goto(new URL(route, base).href, { waitUntil: "networkidle" });
    const file = join(outDir, `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
