import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";

import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

import { CLIENT_ONLY_PAGES, PRIVATE_LINK_HEADERS, STATUS_PAGE } from "../route-policies";
import { cspHeader } from "./security-headers";

interface Page {
  html: string;
  csp: string;
}

/**
 * Anything unknown outside CLIENT_ONLY_PAGES gets the SPA fallback with 404, and the app draws that
 * section's own "not found" page (every service, article, city, dentist and compare filter that
 * exists is prerendered). A status page's shell carries its own noindex, before any script runs.
 */
const PRIVATE_HEAD = '<meta name="robots" content="noindex, nofollow"/><meta name="referrer" content="no-referrer"/>';

/** sha256 sources for every inline <script> in a page, so CSP can allow exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

function loadPages(siteDir: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html" || entry.name === "__spa-fallback.html") {
        const rel = relative(siteDir, full).split(sep).join("/");
        const route = entry.name === "__spa-fallback.html" ? "__fallback" : `/${rel.replace(/\/?index\.html$/, "")}`;
        const html = readFileSync(full, "utf8");
        pages.set(route, { html, csp: cspHeader(inlineScriptHashes(html)) });
      }
    }
  };
  walk(siteDir);
  return pages;
}

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

/** Serves the prerendered site: hashed assets cached for a year, pages with their own CSP, real 404s. */
export default fp<{ siteDir: string }>(async (app: FastifyInstance, options) => {
  const siteDir = resolve(options.siteDir);
  if (!existsSync(siteDir)) {
    throw new Error(`The built site was not found at ${siteDir}. Run "npm run build" first.`);
  }
  const pages = loadPages(siteDir);
  const fallback = pages.get("__fallback") ?? pages.get("/");
  if (!fallback) throw new Error(`No prerendered pages in ${siteDir}.`);

  await app.register(fastifyStatic, {
    root: siteDir,
    wildcard: false,
    index: false,
    serveDotFiles: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${sep}assets${sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  // Same scripts, so the same CSP; only two meta tags more.
  const privatePage: Page = { html: fallback.html.replace("</head>", `${PRIVATE_HEAD}</head>`), csp: fallback.csp };

  const sendPage = (reply: FastifyReply, page: Page, status: number) =>
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", page.csp)
      .send(page.html);

  app.get("/*", async (request, reply) => {
    const pathname = normalise(request.url.split("?")[0] ?? "/");
    // A page's data file that was not prerendered: the app reads this 404 as "no such page".
    if (pathname.endsWith(".data")) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    const page = pages.get(pathname);
    if (page) return sendPage(reply, page, 200);
    if (STATUS_PAGE.test(pathname)) return sendPage(reply.headers(PRIVATE_LINK_HEADERS), privatePage, 200);
    const clientOnly = CLIENT_ONLY_PAGES.some((pattern) => pattern.test(pathname));
    return sendPage(reply, fallback, clientOnly ? 200 : 404);
  });
});
