/*
 * Details confirmed every 90 days (issue 37 item 6). A listing's "Details checked" date (`checkedOn`)
 * is its last confirmation: by the practice (one click in the e-mail, the button on its listing page,
 * or a save), or by our team. The practice's owners and managers are asked to confirm 90 days after
 * it; 14 days after that, unconfirmed, the profile says "Details not confirmed since …" and the
 * listing sorts after confirmed ones. Dates are New Zealand calendar dates (YYYY-MM-DD).
 */

/** Days from a confirmation to the next one's ask. */
export const CONFIRM_EVERY_DAYS = 90;

/** Days after the ask before a listing counts as not confirmed. */
export const CONFIRM_GRACE_DAYS = 14;

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The day the practice is asked to confirm details last confirmed on `checkedOn`. */
export const confirmationDue = (checkedOn: string): string => addDays(checkedOn, CONFIRM_EVERY_DAYS);

/**
 * The latest "Details checked" date that is not confirmed on `today`: a listing checked on or before
 * it is 104 days or more past its confirmation. Worked out once per query; each listing is then one
 * string comparison (ISO dates order as text).
 */
export const unconfirmedOnOrBefore = (today: string): string =>
  addDays(today, -(CONFIRM_EVERY_DAYS + CONFIRM_GRACE_DAYS));

/** Whether details checked on `checkedOn` count as not confirmed on `today`. */
export const isUnconfirmed = (checkedOn: string, today: string): boolean => checkedOn <= unconfirmedOnOrBefore(today);
