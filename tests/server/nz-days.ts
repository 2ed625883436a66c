import { nzDateTime, nzInstant } from "../../rules/nz-time";

/*
 * Days from today in New Zealand, for tests that book and answer on the real clock (the forms take
 * New Zealand dates; appointments are stored as instants).
 */

const DAY_MS = 86_400_000;

/** New Zealand's date `days` from now, as the forms take it ("2026-12-24"). */
export const inDays = (days: number) => nzDateTime(new Date(Date.now() + days * DAY_MS)).date;

/** The instant of `time` (New Zealand) on the date `days` from now, as stored (ISO). */
export const inDaysAt = (days: number, time: string) => nzInstant(inDays(days), time)!.toISOString();
