import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";

import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, ServerRouter } from "react-router";

import { modulePreloadsBeforeScripts } from "./lib/module-preloads";
import { NonceContext } from "./lib/nonce";

/** Rendering that has not finished by then is aborted and answered as an error. */
export const streamTimeout = 5_000;

/** A loader's or render's failure goes to the server's error handler (aborted requests are no fault). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const report = (context as Partial<AppLoadContext> | undefined)?.reportError;
  if (report) report(error);
  else console.error(error);
};

/**
 * Renders a page on the server, for our Fastify server (server/platform/plugins/site.ts) and for the build's
 * prerendering. Every page is sent complete (onAllReady, for people and crawlers alike): the
 * server caches and measures whole pages, and nothing on the site suspends for long. So a page
 * is one string, and its module preloads move after its content (modulePreloadsBeforeScripts:
 * the first paint comes sooner on a slow phone). The nonce comes from the load context; the
 * build's prerendering has none (its pages are hashed instead).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = (loadContext as Partial<AppLoadContext> | undefined)?.nonce;

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          text(body).then(
            (html) =>
              resolve(
                new Response(modulePreloadsBeforeScripts(html), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              ),
            reject,
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          const report = (loadContext as Partial<AppLoadContext> | undefined)?.reportError;
          if (report) report(error);
          else console.error(error);
        },
      },
    );
  });
}
