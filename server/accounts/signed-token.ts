import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The tokens of the practice e-mails' one-click links (the monthly report's stop, the 90-day
 * confirmation): the names they are for, joined by ":" and base64url-encoded, then "." and an
 * HMAC-SHA256 of a purpose label and those names under the server's audit key. The label keeps one
 * link's token from working as another's. Nothing is stored; a token is only as good as its names.
 */

const MAX_TOKEN_LENGTH = 600;

const signature = (auditKey: string, label: string, subject: string) =>
  createHmac("sha256", auditKey).update(`${label}${subject}`).digest("base64url");

/** The token naming `names` for the link labelled `label` (e.g. "confirm-details:"). */
export function signedToken(auditKey: string, label: string, names: readonly string[]): string {
  const subject = names.join(":");
  return `${Buffer.from(subject).toString("base64url")}.${signature(auditKey, label, subject)}`;
}

/** The `count` names a token of ours for that link carries, or null when it is not one (or not whole). */
export function readSignedToken(auditKey: string, label: string, token: string, count: number): string[] | null {
  const [encoded = "", given = ""] = token.split(".");
  if (!encoded || !given || token.length > MAX_TOKEN_LENGTH) return null;
  const subject = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(signature(auditKey, label, subject));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const names = subject.split(":");
  return names.length === count && names.every(Boolean) ? names : null;
}
