import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

import { Limiter } from "./limiter";

/** scrypt parameters: memory-hard (128 MiB per hash at N=2^17, r=8). */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

/**
 * Every scrypt in this process, one at a time, at most 8 waiting (about 6 s at ~750 ms each); more
 * are refused with QueueFullError. scrypt runs on libuv's 4 shared threads, which also read static
 * files and compress pages: 20 sign-ins at once held them all for seconds and stalled every page.
 * One at a time leaves the other threads and the second core to the site (bench/login-flood.ts).
 */
export const hashSlots = new Limiter(1, 8);

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return hashSlots.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAXMEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** "scrypt$N$r$p$salt$hash" with a random 16-byte salt; both base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A readable random password for `operator add` when none is typed: 20 characters, ~119 bits. */
export function generatePassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = randomBytes(20);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/**
 * Stands in for an unknown account's hash: today's parameters, so checking it costs one scrypt like
 * a real one; its key is 32 zero bytes, which no password can be expected to derive. A constant,
 * not a hash made at the first unknown address (that cost a second scrypt, which told it apart).
 */
const DUMMY_HASH = [
  "scrypt",
  N,
  R,
  P,
  Buffer.alloc(16).toString("base64"),
  Buffer.alloc(KEY_LENGTH).toString("base64"),
].join("$");

/**
 * verifyPassword, or (for an unknown account, `stored` null) the same work against a stand-in
 * hash, so the answer takes as long whether or not the e-mail belongs to an operator.
 */
export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
