/*
 * When the daily purges run (the inbox's retention, the reviews' and the waitlist's expiries): one
 * hour for all of them, so each feature's purge job is added for the same moment.
 */

/** The daily purge runs at 14:00 UTC: 2 or 3 am in New Zealand, when hardly anyone writes in. */
const PURGE_HOUR_UTC = 14;

/** The next day's purge time (UTC days). */
export function nextPurgeAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, PURGE_HOUR_UTC));
}
