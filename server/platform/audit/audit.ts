import { createHash, createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { Kysely } from "kysely";

import type { Config } from "../config";
import type { Database } from "../db/schema";

/*
 * The operators' audit log. Its own module, not the inbox's: the inbox, the listings, the outbox,
 * the submissions service and the request loop each write to it.
 */

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-locked"
  | "sign-out"
  | "view-submission"
  | "status-change"
  | "note"
  | "release-spam"
  | "mark-spam"
  | "export-csv"
  | "export-person"
  | "delete-person"
  | "delete-submission"
  | "purge"
  | "operator-added"
  | "operator-removed"
  | "withdraw-request"
  // Listings (server/listings/repository.ts): details say the kind and which fields changed.
  | "listing-created"
  | "listing-updated"
  | "listing-status"
  | "listing-checked"
  | "listing-confirmed"
  | "listings-imported"
  | "retry-job"
  // An operator read an e-mail's text in the outbox (outbox/routes.ts): it can hold a patient's details.
  | "read-email"
  // The request loop: an operator sent a booking to a listing's practice (booking-loop/plugin.ts).
  | "send-to-practice"
  // Verified reviews (server/reviews/moderation.ts): a moderator published or rejected one.
  | "review-published"
  | "review-rejected"
  // Practice accounts (server/accounts/): sign-ins, people added and removed, answers.
  | "practice-sign-in"
  | "practice-sign-out"
  | "practice-member-added"
  | "practice-member-removed"
  | "practice-answer"
  // A practice offered a freed time to the waitlist (waitlist/plugin.ts): by its link or account.
  | "freed-time-offered"
  | "practice-review-reply"
  | "practice-digest-changed"
  | "practice-report-choice"
  // Passkeys (server/accounts/passkeys.ts) and plans (plan.ts): never any key material.
  | "practice-passkey-added"
  | "practice-passkey-removed"
  | "practice-passkey-used"
  | "practice-passkeys-reset"
  | "practice-plan-changed"
  // A new practice's listing (server/accounts/onboarding.ts): made from an application,
  // submitted, a registration number checked, published, returned.
  | "practice-drafted"
  | "practice-listing-submitted"
  | "registration-checked"
  | "practice-listing-published"
  | "practice-listing-returned"
  // Listing changes a practice asked for (listings/change-requests-routes.ts): an operator's decision.
  | "listing-change-approved"
  | "listing-change-declined"
  // Where a practice's health details go (server/accounts/contact-changes.ts): a change
  // held for an owner, made by an owner, confirmed, approved by an operator, undone.
  | "practice-contact-change-held"
  | "practice-contact-change-made"
  | "practice-contact-change-confirmed"
  | "practice-contact-change-approved"
  | "practice-contact-change-undone";

/** Where a generated audit hash key is kept, in DATA_DIR. */
const AUDIT_HASH_KEY_FILE = "audit-hash.key";

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * The secret key of hashedEmail: AUDIT_HASH_KEY, or else one generated at first start and kept in
 * DATA_DIR, readable by the server's user only, so hashes stay comparable across restarts.
 */
export function auditHashKey(config: Pick<Config, "AUDIT_HASH_KEY" | "DATA_DIR">): string {
  if (config.AUDIT_HASH_KEY) return config.AUDIT_HASH_KEY;
  const file = join(config.DATA_DIR, AUDIT_HASH_KEY_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: "wx" });
    return key;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if (errorCode(error) === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}

const sha256 = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
const keyed = (key: string, digest: string) => `hmac-sha256:${createHmac("sha256", key).update(digest).digest("hex")}`;

/**
 * A privacy-request target, recorded without the address in clear: an HMAC with the server's
 * secret key, so nobody without the key can test a guessed address against the log. It is taken
 * over the address's SHA-256 so that entries written with that bare hash can be converted
 * without knowing their addresses (rekeyAuditEmailHashes).
 */
export function hashedEmail(key: string, email: string): string {
  return keyed(key, sha256(email));
}

/**
 * Entries written before the key existed hold a bare "sha256:…" of the address, which anyone can
 * test a guess against: they become the keyed hash of the same address. Returns how many.
 */
export async function rekeyAuditEmailHashes(db: Kysely<Database>, key: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("audit_log")
      .select(["id", "target"])
      .where("target", "like", "sha256:%")
      .execute();
    for (const row of rows) {
      const digest = (row.target ?? "").slice("sha256:".length);
      await trx
        .updateTable("audit_log")
        .set({ target: keyed(key, digest) })
        .where("id", "=", row.id)
        .execute();
    }
    return rows.length;
  });
}

/** Appends one entry. `details` must never hold health details or a patient's contact data. */
export async function audit(
  db: Kysely<Database>,
  entry: { actor: string; action: AuditAction; target?: string | null; details?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: new Date().toISOString(),
      actor: entry.actor,
      action: entry.action,
      target: entry.target ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

/** The latest entries of the audit log, newest first. */
export async function recentAuditEntries(db: Kysely<Database>, limit = 500) {
  return db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(limit).execute();
}
