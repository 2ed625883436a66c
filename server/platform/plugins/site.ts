import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";

import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

import { type EncodedPage, encodedBytes, encodePage, sendEncoded } from "../pages/encoded-page";
import type { PageServices } from "../pages/load-context";
import { isRouteDiscovery, pageUrl } from "../pages/page-query";
import { createRenderBudget } from "../pages/render-budget";
import { createRenderCache, type RenderCache, type RenderedPage } from "../pages/render-cache";
import {
  createPageRenderer,
  freshNonce,
  loadServerBuild,
  type PagePost,
  withNonce,
  withoutNonce,
} from "../pages/renderer";
import { readSitePages, sitemapXml } from "../pages/sitemap";
import { CLIENT_ONLY_PAGES, isPrivatePage, policyPath, PRIVATE_LINK_HEADERS } from "../route-policies";
import { cspHeader } from "./security-headers";

interface PrerenderedPage {
  html: string;
  csp: string;
  /** Compressed on its first request, not at start (95 pages would delay every start). */
  encoded?: Promise<EncodedPage>;
}

/** A status page carries its own noindex, before any script runs. */
const PRIVATE_HEAD = '<meta name="robots" content="noindex, nofollow"/><meta name="referrer" content="no-referrer"/>';

/** sha256 sources for every inline <script> in a page, so CSP can allow exactly those. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

function loadPrerenderedPages(siteDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const rel = relative(siteDir, full).split(sep).join("/");
        const html = readFileSync(full, "utf8");
        pages.set(`/${rel.replace(/\/?index\.html$/, "")}`, { html, csp: cspHeader(inlineScriptHashes(html)) });
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

interface SiteOptions {
  /** The browser build (React Router's build/client): assets and prerendered pages. */
  siteDir: string;
  /** The server build (build/server): renders every other page. */
  serverBuildDir: string;
  /** What every page's loader reads (app.ts: the features' parts, by their manifests), the pages' clock among them. */
  services: PageServices;
  /**
   * What the pages show of the listings now (the listings' snapshot): its version keys the page
   * cache, its dentists fill the sitemap.
   */
  snapshot: () => Promise<{ version: number; dentists: readonly { id: string }[] }>;
  /**
   * The version of what pages show beside the listings (the practices' response bands): part of
   * the page cache's key, so a changed band is never served from a page cached before it.
   */
  figuresVersion?: () => number;
  /** Rendered pages kept in memory (docs/performance.md). */
  cache?: { maxBytes: number; maxAgeMs: number };
  /**
   * Renderings the cache does not answer, per client per minute (PAGE_RENDER_RATE_LIMIT; a sixth
   * of it at once), counted by `clock` (milliseconds; tests move it).
   */
  renderLimit: { perMinute: number; clock?: () => number };
}

/** Thrown before a rendering the client has no budget left for: the seconds until it has. */
class RenderLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many renderings for this client.");
  }
}

/**
 * 32 MB of rendered pages. A page is kept for its minute at most (the key holds the minute, D492);
 * the age limit only lets go of the last minute's pages sooner than the byte limit would.
 */
export const DEFAULT_PAGE_CACHE = { maxBytes: 32 * 1024 * 1024, maxAgeMs: 60_000 };

/**
 * The minute a page is rendered for. Every clock-dependent thing a page shows ("open now", today's
 * hours, a booking's earliest day) changes on a minute boundary, so a rendering is exact for the
 * whole of its minute and no longer (D492).
 */
const minuteOf = (date: Date) => Math.floor(date.getTime() / 60_000);

/**
 * A rendering the cache may keep: the same for every visitor (no cookie set, no person's data read
 * by its loader, whatever its path), and not an error.
 */
const shareable = (page: RenderedPage) =>
  (page.status === 200 || page.status === 404) && !("set-cookie" in page.headers) && !page.personal;

/**
 * The rendering as the cache keeps it: without nonces, its inline scripts allowed by their hashes
 * (as a prerendered page's are), compressed once. Undefined when it must keep a per-request nonce.
 */
async function cacheable(page: RenderedPage): Promise<EncodedPage | undefined> {
  const body = withoutNonce(page.body);
  if (body === undefined || !shareable(page)) return undefined;
  const headers = { ...page.headers };
  if ((headers["content-type"] ?? "").startsWith("text/html")) {
    headers["content-security-policy"] = cspHeader(inlineScriptHashes(body));
  }
  return encodePage({ status: page.status, headers, body });
}

/**
 * Serves the site: hashed assets cached for a year; pages that show no listings from the files
 * the build prerendered, each with the hashes of its inline scripts in its CSP; every other page
 * (and the `.data` of a client-side navigation to it) rendered by React Router from the live
 * listings. Public pages are rendered once per page URL (only the query parameters the page reads)
 * and listings version and kept, like the prerendered ones, with their scripts' hashes, compressed,
 * with an ETag (D490), each client's renderings the cache did not answer limited; private pages
 * (by their path, or because their loader read a person's request) are rendered for each request
 * with a fresh CSP nonce. A loader's 404 is that section's own "not
 * found" page, with status 404.
 */
export default fp<SiteOptions>(async (app: FastifyInstance, options) => {
  const siteDir = resolve(options.siteDir);
  if (!existsSync(siteDir)) {
    throw new Error(`The built site was not found at ${siteDir}. Run "npm run build" first.`);
  }
  const prerendered = loadPrerenderedPages(siteDir);
  const sitePages = readSitePages(join(options.serverBuildDir, "site-pages.json"));
  const renderer = createPageRenderer({
    build: await loadServerBuild(options.serverBuildDir),
    services: options.services,
  });
  const cache: RenderCache<EncodedPage> = createRenderCache({
    ...(options.cache ?? DEFAULT_PAGE_CACHE),
    sizeOf: encodedBytes,
  });
  app.decorate("pageCache", cache);
  const renderBudget = createRenderBudget(options.renderLimit);

  /**
   * A rendering the cache did not answer (a page not cached yet, or never cached), counted against
   * the client's budget: one client asking for a new address each time cannot take the time every
   * other visitor's pages need. Private pages are not counted here: their routes have their limits.
   */
  const renderCounted = (request: FastifyRequest, url?: string) => {
    const wait = isRouteDiscovery(request.url) ? 0 : renderBudget.take(request.ip);
    if (wait > 0) throw new RenderLimited(wait);
    return renderer.render(request, undefined, url);
  };

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

  const sendPrerendered = async (request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) => {
    page.encoded ??= encodePage({
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": page.csp },
      body: page.html,
    });
    return sendEncoded(request, reply, await page.encoded);
  };

  /**
   * Sends a rendering with a fresh nonce. A private one (by its path, or because its loader read a
   * person's data, whatever the path) holds what only its visitor may see: no copy kept anywhere
   * (no-store), never indexed, its address never sent on as a Referer.
   */
  const sendRendered = (reply: FastifyReply, page: RenderedPage, privatePage = false) => {
    const nonce = freshNonce();
    let body = withNonce(page.body, nonce);
    const html = (page.headers["content-type"] ?? "").startsWith("text/html");
    const personal = privatePage || page.personal === true;
    if (personal && html && !body.includes('content="noindex, nofollow"')) {
      body = body.replace("</head>", `${PRIVATE_HEAD}</head>`);
    }
    if (personal) reply.headers(PRIVATE_LINK_HEADERS);
    reply
      .code(page.status)
      .headers(page.headers)
      .header("cache-control", personal ? "no-store" : "no-cache");
    if (html) reply.header("content-security-policy", cspHeader([`'nonce-${nonce}'`]));
    return reply.send(body);
  };

  // A page behind a private link (the status page, the practice's): rendered for its visitor
  // alone, never cached anywhere, never indexed, its address never sent on as a Referer. Its routes
  // are the caller's (booking-loop/patient-routes.ts and practice-routes.ts), with their own rate
  // limits and same-origin checks.
  app.decorate("sendPrivatePage", async (request: FastifyRequest, reply: FastifyReply, post?: PagePost) => {
    return sendRendered(reply, await renderer.render(request, post), true);
  });

  /**
   * Public pages are the same for everyone: one rendering per page URL (the path with only the
   * query parameters the page reads, page-query.ts), listings version, response figures' version
   * and minute, shared by the requests that arrive while it runs. A rendering the cache cannot keep
   * is sent as it is.
   */
  const sendPublic = async (request: FastifyRequest, reply: FastifyReply) => {
    const { version } = await options.snapshot();
    const versions = `${version}.${options.figuresVersion?.() ?? 0}`;
    const url = pageUrl(request.url);
    let own: RenderedPage | undefined;
    const cached = await cache.fetch(`${versions} ${minuteOf(options.services.now())} ${url}`, async () =>
      cacheable((own = await renderCounted(request, url))),
    );
    if (cached) return sendEncoded(request, reply, cached);
    return sendRendered(reply, own ?? (await renderCounted(request, url)));
  };

  let sitemap: { version: number; xml: string } | undefined;
  app.get("/sitemap.xml", async (_request, reply) => {
    const snapshot = await options.snapshot();
    if (sitemap?.version !== snapshot.version) {
      sitemap = {
        version: snapshot.version,
        xml: sitemapXml(
          sitePages,
          snapshot.dentists.map((d) => d.id),
        ),
      };
    }
    return reply.type("application/xml; charset=utf-8").header("cache-control", "no-cache").send(sitemap.xml);
  });

  app.get("/*", async (request, reply) => {
    const pathname = normalise(request.url.split("?")[0] ?? "/");
    const page = prerendered.get(pathname);
    if (page) return sendPrerendered(request, reply, page);
    // Private pages show what only their visitor holds: rendered for each request, never cached.
    // Their routes get them (app.ts rewrites every way of writing them); only an address no route
    // can take (a token longer than a route parameter may be) arrives here.
    if (isPrivatePage(request.url)) return app.sendPrivatePage(request, reply);
    try {
      const policy = policyPath(request.url);
      if (CLIENT_ONLY_PAGES.some((pattern) => pattern.test(policy))) {
        return sendRendered(reply, await renderCounted(request));
      }
      return await sendPublic(request, reply);
    } catch (error) {
      if (!(error instanceof RenderLimited)) throw error;
      // Past its budget the client waits; what the cache holds it is still served (above).
      return reply
        .code(429)
        .header("retry-after", String(error.retryAfterSeconds))
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send(`Too many pages asked for from your address just now. Please try again in ${error.retryAfterSeconds} s.`);
    }
  });
});

declare module "fastify" {
  interface FastifyInstance {
    /** Renders a private page (or its `.data`; a post to its action) and sends it: never cached. */
    sendPrivatePage(request: FastifyRequest, reply: FastifyReply, post?: PagePost): Promise<FastifyReply>;
    /** The cache of rendered public pages (server/platform/pages/render-cache.ts). */
    pageCache: RenderCache<EncodedPage>;
  }
}
