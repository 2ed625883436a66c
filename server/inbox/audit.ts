import { createHash } from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "../db/schema";

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
  | "withdraw-request";

/** A privacy-request target, recorded without the address in clear. */
export function hashedEmail(email: string): string {
  return `sha256:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
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
