import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/*
 * The patient's status-link token, sealed: AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server's secret (auditHashKey: AUDIT_HASH_KEY or the key file in DATA_DIR), with its own label so
 * the two uses never share a key. Stored beside the token's hash so e-mails sent later in the
 * loop (a confirmed time, offered times, the day-before reminder) can carry the patient's link.
 * The practice's link token is sealed the same way (practice_requests.token_sealed), and so is
 * every token an e-mail job carries (outbox/link-tokens.ts). A copy of the database alone opens no
 * status page and no practice link.
 */

const LABEL = "nzdd status-link seal v1";

/** The sealing key for this server's secret (the same on every instance that shares the secret). */
export function statusLinkSealKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", LABEL, 32));
}

/** "v1." + base64url(12-byte IV ‖ ciphertext ‖ 16-byte tag). */
export function sealStatusToken(token: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([iv, cipher.update(token, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `v1.${sealed.toString("base64url")}`;
}

/** The token, or null when the value is missing, was sealed under another key, or was altered. */
export function openStatusToken(sealed: string | null, key: Buffer): string | null {
  if (!sealed?.startsWith("v1.")) return null;
  const bytes = Buffer.from(sealed.slice(3), "base64url");
  if (bytes.length < 12 + 16) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
