import { type FastifyRequest, LogController } from "fastify";

/** A status path, once decoded: its segment after /requests/ is a private status link's token. */
const STATUS_PATH = /^(\/+api)?\/+requests\/+[^/]+/i;
/** Anything shaped like a status token (43 base64url characters) anywhere else in a path. */
const TOKEN_SHAPED = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/**
 * The path as the router and the site read it: percent-escapes decoded, repeatedly (a doubly
 * encoded token is still a token). A malformed escape does not stop the decoding of the others.
 */
function decodedPath(path: string): string {
  let current = path;
  for (let round = 0; round < 3 && current.includes("%"); round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      next = current.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The path a request log line shows: never a status token, however the path was encoded. A
 * route whose parameter is the token logs its pattern (the router decodes `%72equests` before
 * matching, so the raw path cannot be trusted to look like the route); any other route (the
 * site's catch-all, 404s) logs its decoded path with status paths and token-shaped runs redacted,
 * or the raw path when there is nothing to redact. Query strings are never logged: they can hold
 * personal data (an inbox search for a name or e-mail).
 */
export function loggedPath(request: Pick<FastifyRequest, "url"> & { routeOptions?: { url?: string } }): string {
  const route = request.routeOptions?.url;
  if (route?.includes(":token")) return route;
  const path = request.url.split("?")[0] ?? "";
  const plain = decodedPath(path);
  const redacted = plain
    .replace(STATUS_PATH, (_path, api?: string) => `${api ? "/api" : ""}/requests/:token`)
    .replace(TOKEN_SHAPED, ":token");
  return redacted === plain ? path : redacted;
}

/**
 * Fastify's default 404 line ("Route POST:/requests/<token>?q=… not found") writes the raw URL:
 * this one writes the redacted path instead.
 */
export class PathRedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${loggedPath(request)} not found`);
  }
}
