// Lighthouse mobile performance per route, on the real server, beside a plain static-HTML copy of
// the same page with every script removed: our LCP as a ratio of it. Needs the build (npm run
// build) and Debian's Chromium.
//
// Throttling is Lighthouse's mobile profile applied in the browser (`devtools`: 150 ms RTT,
// 1.6 Mbps, 4x CPU slowdown) by default. Lighthouse's default, `simulate`, replays a trace taken
// unthrottled; served from loopback, our module scripts finish before the first paint in that
// trace, so the simulation charges their whole download to the first paint (FCP = LCP ~2.2 s on
// pages that paint at ~0.9 s under real throttling). LIGHTHOUSE_THROTTLING=simulate prints that view.

import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join, normalize } from "node:path";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { CHROMIUM_ARGS, systemChromium } from "../tests/support/chromium";
import { PAGE_WEIGHT_ROUTES } from "./routes";
import { startServer } from "../tests/support/server-process";

const siteDir = "build/client";
const THROTTLING = (process.env.LIGHTHOUSE_THROTTLING ?? "devtools") as "devtools" | "simulate";

/** The page as plain HTML: no scripts, no module preloads; same CSS and images. */
function staticCopy(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<link[^>]+rel="modulepreload"[^>]*>/g, "");
}

/** Text compressed as our server compresses it (pages: brotli at quality 5, server/platform/pages/encoded-page.ts;
 * other files: @fastify/compress, brotli at quality 4; else gzip), so the two differ only in their scripts. */
function send(req: IncomingMessage, res: ServerResponse, type: string, body: Buffer | string) {
  const accepts = type.startsWith("text/") || type === "image/svg+xml" ? (req.headers["accept-encoding"] ?? "") : "";
  if (/\bbr\b/.test(accepts)) {
    const quality = type.startsWith("text/html") ? 5 : 4;
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    res.writeHead(200, { "content-type": type, "content-encoding": "br", vary: "accept-encoding" }).end(br);
  } else if (/\bgzip\b/.test(accepts)) {
    res
      .writeHead(200, { "content-type": type, "content-encoding": "gzip", vary: "accept-encoding" })
      .end(gzipSync(body));
  } else {
    res.writeHead(200, { "content-type": type }).end(body);
  }
}

/** Serves plain copies of `pages` (route → our server's HTML), with the build's assets. */
export function startStaticCopyServer(pages: ReadonlyMap<string, string>): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? "/").split("?")[0]!);
    try {
      if (path.startsWith("/assets/") || path.startsWith("/images/") || path === "/favicon.svg") {
        const file = normalize(join(siteDir, path));
        const type = path.endsWith(".css")
          ? "text/css"
          : path.endsWith(".svg")
            ? "image/svg+xml"
            : "application/octet-stream";
        send(req, res, type, readFileSync(file));
      } else {
        const html = pages.get(req.url ?? "/") ?? pages.get(path.replace(/\/$/, "") || "/");
        if (html === undefined) throw new Error(`no copy of ${path}`);
        send(req, res, "text/html; charset=utf-8", staticCopy(html));
      }
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

export async function audit(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance"],
    logLevel: "error",
    output: "json",
    throttlingMethod: THROTTLING,
  });
  const lhr = result!.lhr;
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]!.numericValue ?? 0),
    // Total blocking time: what hydration costs a slow phone's main thread (30% of the score).
    tbtMs: Math.round(lhr.audits["total-blocking-time"]!.numericValue ?? 0),
    cls: Number((lhr.audits["cumulative-layout-shift"]!.numericValue ?? 0).toFixed(3)),
  };
}

export async function runLighthouse(routes: readonly string[] = PAGE_WEIGHT_ROUTES) {
  const app = await startServer();
  // The copies are of the pages as our server sends them (most are rendered from the listings).
  const pages = new Map<string, string>();
  for (const route of routes) pages.set(route, await (await fetch(app.url + route)).text());
  const plain = await startStaticCopyServer(pages);
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    // The first audit after Chromium starts is unreliable (cold caches, lazy start-up): discard it.
    await audit(app.url + "/", chrome.port);
    for (const route of routes) {
      const ours = await audit(app.url + route, chrome.port);
      const copy = await audit(plain.url + route, chrome.port);
      rows.push({
        route,
        score: ours.score,
        lcpMs: ours.lcpMs,
        cls: ours.cls,
        tbtMs: ours.tbtMs,
        plainLcpMs: copy.lcpMs,
        lcpRatio: Number((ours.lcpMs / copy.lcpMs).toFixed(2)),
      });
    }
  } finally {
    chrome.kill();
    plain.close();
    await app.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `Lighthouse mobile (${THROTTLING} throttling): targets score >= 95, LCP < 1800 ms, CLS < 0.05, LCP ratio <= 1.1`,
  );
  // Routes on the command line measure just those: node --import tsx bench/lighthouse.ts /compare
  const routes = process.argv.slice(2);
  console.table(await runLighthouse(routes.length > 0 ? routes : undefined));
}
