import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A page kept ready to send: its bytes, compressed once (gzip and brotli) when it is stored rather
 * than on every response, and an ETag so a browser that holds it gets 304 and no body. Compressing
 * about 150 kB of HTML per response was most of a cached page's cost (docs/performance.md).
 */
export interface EncodedPage {
  status: number;
  /** The response's own headers (content type, CSP, ETag, Vary), as sent with every encoding. */
  headers: Record<string, string>;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** Bodies smaller than this are sent as they are, as @fastify/compress would (server/app.ts). */
const COMPRESS_THRESHOLD = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli quality 5: about 6 ms for a 150 kB page and 13% smaller than gzip; 11 (the default) takes
 * 200 ms, too long for a page rendered again every few seconds (D490).
 */
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Compresses in libuv's thread pool, so requests keep being answered meanwhile. */
export async function encodePage(page: {
  status: number;
  headers: Record<string, string>;
  body: string;
}): Promise<EncodedPage> {
  const identity = Buffer.from(page.body, "utf8");
  // Weak: the same tag names the page in every encoding (a 304 revalidates whichever was sent).
  const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const headers = { ...page.headers, etag, vary: "accept-encoding" };
  if (identity.length < COMPRESS_THRESHOLD) return { status: page.status, headers, identity };
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, brotliOptions(identity.length)),
  ]);
  return { status: page.status, headers, identity, gzip: gzipped, br: brotli };
}

/** What the page holds in memory, for the cache's byte limit. */
export function encodedBytes(page: EncodedPage): number {
  return page.identity.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0);
}

/** The encodings an Accept-Encoding header accepts (q > 0), `*` standing for any. */
function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name.trim());
  }
  return names;
}

/** Brotli when the client takes it (smaller), else gzip, else the bytes as they are. */
function chooseEncoding(header: string | undefined, page: EncodedPage): "br" | "gzip" | undefined {
  const names = accepted(header);
  const any = names.has("*");
  if (page.br && (names.has("br") || any)) return "br";
  if (page.gzip && (names.has("gzip") || any)) return "gzip";
  return undefined;
}

/** Whether If-None-Match names this page (weak comparison, as RFC 9110 asks for GET). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** Sends the page in the encoding the client prefers, or 304 when it already holds this version. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, page: EncodedPage): FastifyReply {
  reply.code(page.status).headers(page.headers).header("cache-control", "no-cache");
  if (page.status === 200 && notModified(request.headers["if-none-match"], page.headers.etag ?? "")) {
    return reply.code(304).send();
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"], page);
  const bytes = encoding ? page[encoding]! : page.identity;
  // A Content-Encoding already set tells @fastify/compress to leave the body alone.
  if (encoding) reply.header("content-encoding", encoding);
  return reply.header("content-length", bytes.length).send(bytes);
}
