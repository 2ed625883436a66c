import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import type { FastifyRequest } from "fastify";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";

import type { PageServices } from "./load-context";
import type { RenderedPage } from "./render-cache";

/**
 * Renders pages with React Router's server build (build/server), handing every loader the app's
 * services as its `context` (load-context.ts), with this rendering's nonce and error report.
 *
 * Pages are rendered with NONCE_PLACEHOLDER, a random string fixed for the life of the process, as
 * their CSP nonce. A page rendered for one request gets a fresh nonce in its place (withNonce); a
 * page kept in the cache loses its nonce attributes (withoutNonce) and is allowed by its inline
 * scripts' hashes instead, so its bytes are the same for everyone and can be stored compressed.
 */
const NONCE_PLACEHOLDER = `nonce-placeholder-${randomBytes(18).toString("base64url")}`;

export function freshNonce(): string {
  return randomBytes(16).toString("base64url");
}

export function withNonce(body: string, nonce: string): string {
  return body.replaceAll(NONCE_PLACEHOLDER, nonce);
}

/**
 * The page without its nonce attributes, or undefined when the placeholder appears anywhere else
 * (then only a per-request nonce keeps the page working, and it is not cached).
 */
export function withoutNonce(body: string): string | undefined {
  const stripped = body.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "");
  return stripped.includes(NONCE_PLACEHOLDER) ? undefined : stripped;
}

export async function loadServerBuild(serverBuildDir: string): Promise<ServerBuild> {
  const file = resolve(join(serverBuildDir, "index.js"));
  if (!existsSync(file)) throw new Error(`The server build was not found at ${file}. Run "npm run build" first.`);
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/** A rendering that failed: the error the page's loader or render reported, for the error handler. */
class PageRenderError extends Error {}

/**
 * A form posted to a page whose route has an action (the practice's page): its url-encoded body,
 * handed to React Router as it came. The caller has already checked that it came from our pages.
 */
export interface PagePost {
  body: string;
  contentType: string;
}

interface PageRenderer {
  /**
   * Renders the page (or its `.data`) at the request's URL, or at `url` in its place (a public
   * page's, without the parameters it does not read: page-query.ts), as a GET, or as a POST to its
   * action.
   */
  render(request: FastifyRequest, post?: PagePost, url?: string): Promise<RenderedPage>;
}

/** Headers that describe the body as React Router sent it, not as the server will. */
const DROPPED_HEADERS = new Set(["content-length", "transfer-encoding", "connection"]);

function webRequest(request: FastifyRequest, post?: PagePost, path = request.url): Request {
  let url: URL;
  try {
    url = new URL(path, `${request.protocol}://${request.host}`);
  } catch {
    url = new URL(path, "http://localhost");
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    // A post is checked before it gets here (same-origin.ts); a page sent with no-referrer posts
    // "Origin: null", which React Router's own check would refuse.
    if (post && (name === "origin" || name === "content-length" || name === "content-type")) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  if (post) {
    headers.set("content-type", post.contentType);
    return new Request(url, { method: "POST", headers, body: post.body });
  }
  // HEAD is answered with a GET's headers (Fastify drops the body), so one rendering serves both.
  return new Request(url, { method: "GET", headers });
}

export function createPageRenderer({ build, services }: { build: ServerBuild; services: PageServices }): PageRenderer {
  const handle = createRequestHandler(build, "production");
  return {
    async render(request, post, url) {
      const failures: unknown[] = [];
      // Reading a person's request through the context marks the rendering as theirs, whatever the
      // path it was asked for by: the site then never caches it and sends it privately.
      let personal = false;
      const personalRead =
        <A extends unknown[], R>(read: (...args: A) => R) =>
        (...args: A): R => {
          personal = true;
          return read(...args);
        };
      const { practiceRequests, requestStatus, practiceAccount } = services;
      const context: AppLoadContext = {
        ...services,
        // A practice account's pages read a signed-in person's data.
        practiceAccount: Object.fromEntries(
          Object.entries(practiceAccount).map(([name, read]) => [name, personalRead(read as never)]),
        ) as unknown as typeof practiceAccount,
        practiceRequests: {
          page: personalRead(practiceRequests.page),
          answer: personalRead(practiceRequests.answer),
        },
        // The status page's view (never cached: site.ts renders that page per request).
        requestStatus: personalRead(requestStatus),
        nonce: NONCE_PLACEHOLDER,
        reportError: (error) => failures.push(error),
      };
      // Not aborted when the client leaves: the rendering may serve the next request from the cache.
      const response = await handle(webRequest(request, post, url), context);
      const body = await response.text();
      if (response.status >= 500) {
        const [first] = failures;
        throw first instanceof Error
          ? first
          : new PageRenderError(`The page could not be rendered (status ${response.status}).`, { cause: first });
      }
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!DROPPED_HEADERS.has(name)) headers[name] = value;
      });
      return { status: response.status, headers, body, personal };
    },
  };
}
