// Prints, per prerendered route, the HTML size and the JavaScript and CSS a browser must fetch
// before the page is interactive (module scripts, modulepreloads, stylesheets), gzip-compressed.
// Reads the build directly: run `npm run build` first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { PAGE_WEIGHT_ROUTES } from "./routes";

const siteDir = "build/client";
const gz = (buf: Buffer) => gzipSync(buf, { level: 6 }).length;
const kb = (n: number) => (n / 1024).toFixed(1);

function htmlFile(route: string) {
  return join(siteDir, route === "/" ? "" : route, "index.html");
}

function initialAssets(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/import\s+[^"']*["'](\/assets\/[^"']+\.js)["']/g)) found.add(m[1]!);
  return [...found].filter((href) => href.startsWith("/"));
}

export function measurePageWeight() {
  const rows = PAGE_WEIGHT_ROUTES.map((route) => {
    const html = readFileSync(htmlFile(route));
    let js = 0;
    let css = 0;
    for (const href of initialAssets(html.toString())) {
      const size = gz(readFileSync(join(siteDir, href)));
      if (href.endsWith(".css")) css += size;
      else js += size;
    }
    return { route, htmlKb: kb(gz(html)), jsKb: kb(js), cssKb: kb(css), jsBudgetOk: js < 120 * 1024 };
  });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("Page weight (gzip): HTML, and JS/CSS fetched before the page is interactive; JS budget 120 kB");
  console.table(measurePageWeight());
}
