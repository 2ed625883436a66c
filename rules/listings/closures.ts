import { nzLongDate } from "../appointment-time";
import { nzInstant, nzToday } from "../nz-time";
import { isOpenAt, openNowText } from "./hours";
import type { Closure, OpeningHours } from "./types";

/*
 * A practice's closures (issue 37 item 2), read on a New Zealand calendar: a closure covers its
 * days from `from` to `to`, both closed, and the practice reopens the day after `to`. Everything is
 * asked of a given instant (the page's `now`, the booking's time), never of the machine's clock.
 * The pages get their closure text from their loaders: this module stays out of client chunks.
 */

/** How far ahead a profile announces a closure ("Closed from … to …"), in days. */
const CLOSURE_NOTICE_DAYS = 30;

const DAY_MS = 86_400_000;

/** The date `days` after a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The closure covering this New Zealand date, if any. */
export function closureOnDate(closures: readonly Closure[] | undefined, date: string): Closure | undefined {
  return closures?.find((c) => c.from <= date && date <= c.to);
}

/** The closure the practice is in at this instant (New Zealand's date), if any. */
export function closureAt(closures: readonly Closure[] | undefined, at: Date): Closure | undefined {
  return closures?.length ? closureOnDate(closures, nzToday(at)) : undefined;
}

/**
 * The first day on or after `date` that no closure covers: the day the practice reopens. Closures
 * that follow each other (a week, then another) are read as one.
 */
export function reopensOn(closures: readonly Closure[] | undefined, date: string): string {
  let day = date;
  for (let covering = closureOnDate(closures, day); covering; covering = closureOnDate(closures, day))
    day = addDays(covering.to, 1);
  return day;
}

/** "Thursday 24 December 2026": a New Zealand calendar date in words. */
export function closureDateText(date: string): string {
  const noon = nzInstant(date, "12:00");
  return noon ? nzLongDate(noon.toISOString()) : date;
}

export interface ClosureNotice {
  /** "now": the practice is closed today; "ahead": a closure starts within CLOSURE_NOTICE_DAYS. */
  when: "now" | "ahead";
  /** "Closed until Wednesday 6 January 2027" / "Closed from Thursday 24 December 2026 to Tuesday 5 January 2027". */
  headline: string;
  reason: string;
  /** "For urgent care call City Dental Emergency on (03) 555 0199." */
  cover: string;
  coverName: string;
  coverPhone: string;
  /** The day it reopens, "YYYY-MM-DD". */
  reopens: string;
}

/** What a profile says of the practice's closures at this instant: the current one, or the next within 30 days. */
export function closureNotice(closures: readonly Closure[] | undefined, at: Date): ClosureNotice | undefined {
  if (!closures?.length) return undefined;
  const today = nzToday(at);
  const current = closureOnDate(closures, today);
  const upcoming = closures.find((c) => c.from > today && c.from <= addDays(today, CLOSURE_NOTICE_DAYS));
  const closure = current ?? upcoming;
  if (!closure) return undefined;
  const reopens = reopensOn(closures, closure.from);
  const headline = current
    ? `Closed until ${closureDateText(reopens)}`
    : `Closed from ${closureDateText(closure.from)} to ${closureDateText(addDays(reopens, -1))}`;
  return {
    when: current ? "now" : "ahead",
    headline,
    reason: closure.reason,
    cover: `For urgent care call ${closure.coverName} on ${closure.coverPhone}.`,
    coverName: closure.coverName,
    coverPhone: closure.coverPhone,
    reopens,
  };
}

interface Hours {
  openingHours: OpeningHours;
  closures?: readonly Closure[];
}

/**
 * "Open now" with the practice's closures: during one, closed ("Closed until … For urgent care call
 * …"), whatever its weekly hours say; otherwise openNowText. `closed` is true only for a closure.
 */
export function openNowWithClosures(
  listing: Hours,
  at: Date,
): { open: boolean; text: string; until?: string; closed?: true } {
  const notice = closureAt(listing.closures, at) && closureNotice(listing.closures, at);
  if (notice) return { open: false, text: `${notice.headline}. ${notice.cover}`, closed: true };
  return openNowText(listing.openingHours, at);
}

/** isOpenAt with the practice's closures: never open during one. */
export function isOpenNow(listing: Hours, at: Date): boolean {
  return !closureAt(listing.closures, at) && isOpenAt(listing.openingHours, at);
}

/**
 * An emergency clinic's "open now" with its closures, and its `rank` for the order the cards come
 * in: 2 open, 1 closed by its hours, 0 closed for a closure (never first, issue 37 item 2).
 */
export function clinicNow(clinic: Hours, at: Date): { open: boolean; text: string; rank: number } {
  const { closed, ...now } = openNowWithClosures(clinic, at);
  return { ...now, rank: now.open ? 2 : closed ? 0 : 1 };
}
