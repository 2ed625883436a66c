import { createHash } from "node:crypto";

import { randomBytesFromPool } from "./random-pool";

/** 32 bytes as base64url: 43 characters, never guessed or enumerated. */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token's first 6 bytes (its creation time, not secret) in hex, which sorts as the time does. */
const timePrefix = (token: string) => Buffer.from(token, "base64url").subarray(0, 6).toString("hex");

const sha256 = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * What is stored for a token: its creation time, then the SHA-256 of the whole token. A leaked
 * database does not open status pages (the token's 26 random bytes are never stored), and
 * each new row lands at the end of the unique index instead of on a random page of it: a random
 * key there dirtied a page per booking, which made SQLite commits a third slower and its WAL
 * checkpoints four times longer.
 */
export function statusTokenHash(token: string): string {
  return timePrefix(token) + sha256(token);
}

/** The stored forms a token may have: links given before 2026-11-25 stored the bare hash. */
export function storedStatusTokenHashes(token: string): string[] {
  return [statusTokenHash(token), sha256(token)];
}

/**
 * A new private status-link token and what to store for it: 6 bytes of the time in milliseconds
 * (as in a UUIDv7), then 26 random bytes (208 bits).
 */
export function newStatusToken(now: number = Date.now()): { token: string; hash: string } {
  const bytes = Buffer.alloc(32);
  bytes.writeUIntBE(now, 0, 6);
  randomBytesFromPool(26).copy(bytes, 6);
  const token = bytes.toString("base64url");
  return { token, hash: statusTokenHash(token) };
}
