/**
 * The inbox's outgoing-mail page (GET /admin/api/outbox[?to=address]): e-mails and timed actions
 * that failed or are being tried again (with why), the e-mails sent, and, while no SMTP server is
 * set, the e-mails kept instead of sent. `to` narrows the sent and kept e-mails to one recipient,
 * so support can tell a patient whether and when we e-mailed them. One declaration for the server
 * and the page.
 */
export interface OutboxItem {
  id: string;
  /** "email", or a timed action ("retention-purge"). */
  kind: string;
  /** Pending, running, done or failed. */
  status: string;
  /** A done job's outcome, e.g. "sent" or "not sent (no SMTP)". */
  result: string | null;
  attempts: number;
  maxAttempts: number;
  /** The last attempt's error, for a failed (or retrying) job. */
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * An e-mail's recipients and subject (null for other jobs). Its text is read one at a time
   * (GET /admin/api/outbox/:id/email), and each reading is audited, as a submission's is.
   */
  email: { to: string[]; subject: string } | null;
}

/** GET /admin/api/outbox/:id/email: the plain text of one listed e-mail. */
export interface OutboxEmailText {
  text: string;
}

export interface OutboxResponse {
  /** False while no SMTP server is set: e-mails are kept, not sent. */
  sending: boolean;
  /** Failed jobs, newest first (at most OUTBOX_PAGE_SIZE). */
  failed: OutboxItem[];
  /** E-mails kept without SMTP, newest first (at most OUTBOX_PAGE_SIZE). */
  kept: OutboxItem[];
  /** E-mails waiting to be sent or tried again. */
  waiting: number;
  /** Jobs that failed at least once and will be tried again, with the last error, newest first. */
  retrying: OutboxItem[];
  /** E-mails sent (kept FINISHED_JOBS_KEPT_DAYS), newest first, to `to` when given. */
  sent: OutboxItem[];
  /**
   * Today (New Zealand) e-mails to addresses that confirmed nothing (what anyone can make us send
   * by typing an address): sent, and held back past an address's daily limit.
   */
  unconfirmedToday: { sent: number; held: number };
  /** The recipient the sent and kept e-mails are narrowed to, as asked; null: all. */
  to: string | null;
}

export const OUTBOX_PAGE_SIZE = 100;
