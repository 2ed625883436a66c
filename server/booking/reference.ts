import { randomInt } from "node:crypto";

/** Crockford base32 without I, L, O, U: easy to read out over the phone. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A short reference such as "BK-7K3F9Q": the form's prefix and six random characters (~1 billion values). */
export function newReference(prefix: string): string {
  let code = "";
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}
