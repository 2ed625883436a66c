import type { Generated } from "kysely";

/* The audit log's table (audit.ts writes it, the operators' audit screen reads it). */

/** Who did what, when: never health details, never an e-mail address in clear. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** Operator e-mail, or "system" (automatic purge), or "cli". */
  actor: string;
  action: string;
  /** A submission id or reference, an operator e-mail, or a keyed hash of an e-mail ("hmac-sha256:…"). */
  target: string | null;
  /** Short JSON with counts, statuses, filters: no names, no messages, no e-mails of patients. */
  details: string | null;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}

// The platform's tables join the database's as every feature's do (db/schema.ts).
declare module "../db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends AuditTables {}
}
