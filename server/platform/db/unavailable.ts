/**
 * Whether an error means the database cannot be reached right now (it restarts, fails over, ended
 * our connections, or is busy), as opposed to a fault in what we asked of it. Such a request may
 * simply be tried again a few seconds later: the server answers 503 with Retry-After.
 */

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket errors from Node's net layer (the database's host or port cannot be reached). */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P05 (admin or crash shutdown,
 * cannot connect now, database dropped, idle session timeout), 53300 (too many connections).
 */
const isUnavailableSqlState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-5]$/.test(code) || code === "53300";

/** SQLite: another connection holds the lock beyond busy_timeout. */
const SQLITE_CODES = new Set(["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_BUSY_TIMEOUT", "SQLITE_LOCKED"]);

/** node-postgres reports a lost or unobtainable connection with these messages and no code. */
const PG_CONNECTION_MESSAGES = [
  "Connection terminated", // covers "…unexpectedly" and "…due to connection timeout"
  "timeout exceeded when trying to connect", // the pool's connectionTimeoutMillis
  "Client has encountered a connection error and is not queryable",
];

/** Looks through causes too (a failure wrapped by the submission thread, say). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLITE_CODES.has(code) || isUnavailableSqlState(code))) {
    return true;
  }
  if (PG_CONNECTION_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  // Node tries each address of a host name and reports all of their failures at once.
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
