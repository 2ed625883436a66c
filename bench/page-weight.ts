// Prints, per route, the HTML size and the JavaScript and CSS a browser must fetch before the page
// is interactive (module scripts, modulepreloads, stylesheets), gzip-compressed. Pages come from
// the server (most are rendered from the listings), assets from the build: run `npm run build`
// first. tests/unit/page-weight.test.ts holds every content page to the same budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { startServer } from "../tests/support/server-process";
import { isContentPage, PAGE_WEIGHT_ROUTES } from "./routes";

const siteDir = "build/client";
const gz = (buf: Buffer) => gzipSync(buf, { level: 6 }).length;
const kb = (n: number) => (n / 1024).toFixed(1);

/** Issue 7: initial JavaScript on content pages, gzip. */
export const JS_BUDGET_BYTES = 120 * 1024;

function initialAssets(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/import\s+[^"']*["'](\/assets\/[^"']+\.js)["']/g)) found.add(m[1]!);
  return [...found].filter((href) => href.startsWith("/"));
}

/** Gzip bytes of the JavaScript and CSS a page's HTML makes the browser fetch before it is interactive. */
export function initialAssetBytes(html: string): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const href of initialAssets(html)) {
    const size = gz(readFileSync(join(siteDir, href)));
    if (href.endsWith(".css")) css += size;
    else js += size;
  }
  return { js, css };
}

export async function measurePageWeight() {
  const app = await startServer();
  const pages: { route: string; html: Buffer }[] = [];
  try {
    for (const route of PAGE_WEIGHT_ROUTES) {
      pages.push({ route, html: Buffer.from(await (await fetch(app.url + route)).arrayBuffer()) });
    }
  } finally {
    await app.stop();
  }
  return pages.map(({ route, html }) => {
    const { js, css } = initialAssetBytes(html.toString());
    const within120Kb = !isContentPage(route)
      ? "– (tool or form)"
      : js < JS_BUDGET_BYTES
        ? "yes"
        : `no (+${kb(js - JS_BUDGET_BYTES)})`;
    return { route, htmlKb: kb(gz(html)), jsKb: kb(js), cssKb: kb(css), within120Kb };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    "Page weight (gzip): HTML, and JS/CSS fetched before the page is interactive; JS budget 120 kB on content pages",
  );
  console.table(await measurePageWeight());
}
