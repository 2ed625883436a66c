import { createHash } from "node:crypto";

import { randomBytesFromPool } from "./random-pool";

/** 32 random bytes as base64url: 43 characters, 256 bits, never guessed or enumerated. */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What is stored for a token: its SHA-256, base64url. A leaked database does not open status pages. */
export function statusTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A new private status-link token and the hash to store for it. */
export function newStatusToken(): { token: string; hash: string } {
  const token = randomBytesFromPool(32).toString("base64url");
  return { token, hash: statusTokenHash(token) };
}

/** The forms whose requests get a private status link (only bookings move through steps a patient waits on). */
export const FORMS_WITH_STATUS_LINK: readonly string[] = ["booking"];
