/**
 * How long requests and messages are kept after they are closed, then deleted. The one source:
 * the collection notices and the privacy policy state it, and the server's retention purge enforces it.
 */
export const RETENTION = { months: 24 } as const;

/**
 * Finished e-mails and timed actions (sent e-mails hold addresses) are kept this long, for
 * operators looking into a complaint; the outbox screen says so, the retention purge enforces it.
 */
export const FINISHED_JOBS_KEPT_DAYS = 30;
