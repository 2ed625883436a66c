/** The outbox's table (migration 2026-11-25T0420-jobs): one row per e-mail or timed action. */

/** pending: waiting for run_at; running: a worker holds its lease; done; failed: out of attempts. */
export type JobStatus = "pending" | "running" | "done" | "failed";

export interface JobsTable {
  /** UUIDv7. */
  id: string;
  /** What to do (a handler's name, e.g. "email", "retention-purge"). */
  kind: string;
  /** JSON the handler reads. */
  payload: string;
  /** Set where a duplicate must not happen (e.g. one purge per day); unique where set. */
  unique_key: string | null;
  /** The request this job is about: deleting or erasing the request deletes its jobs. */
  submission_id: string | null;
  status: JobStatus;
  /** ISO time from which it may run (again, after a failed attempt). */
  run_at: string;
  /** Attempts started so far. */
  attempts: number;
  max_attempts: number;
  /** While running: when another worker may take it over (its worker died). */
  lease_until: string | null;
  /** While running: which worker holds it. */
  locked_by: string | null;
  /** The last attempt's error, as an operator reads it. */
  last_error: string | null;
  /** What a done job did, e.g. "sent" or "not sent (no SMTP)". */
  result: string | null;
  created_at: string;
  updated_at: string;
}

/** E-mails to one address that confirmed nothing, on one New Zealand day (recipient-limit.ts). */
interface EmailRecipientDaysTable {
  /** recipientHash of the address. */
  address_hash: string;
  /** YYYY-MM-DD, New Zealand. */
  day: string;
  /** E-mails asked for that day: the first UNCONFIRMED_EMAILS_PER_DAY (config) were sent, the rest held back. */
  attempts: number;
}

/** An address that followed a link we e-mailed it (recipient-limit.ts markRecipientConfirmed). */
interface EmailConfirmedRecipientsTable {
  address_hash: string;
  /** ISO time of its latest confirmation: it counts for CONFIRMED_FOR_DAYS. */
  confirmed_at: string;
}

interface OutboxTables {
  jobs: JobsTable;
  email_recipient_days: EmailRecipientDaysTable;
  email_confirmed_recipients: EmailConfirmedRecipientsTable;
}

// The platform's tables join the database's as every feature's do (db/schema.ts).
declare module "../db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends OutboxTables {}
}
