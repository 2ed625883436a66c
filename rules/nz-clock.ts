import type { Weekday } from "./listings/types";

/**
 * New Zealand's clock: the zone, a formatter on it, and what the clock shows at an instant. Apart
 * from the rest of rules/nz-time.ts (which re-exports it) because a listing's opening hours need
 * only this, and everything a module exports that any page uses lands in the chunk of the modules
 * importing it: the listing chunk every content page with listings loads (vite.config.ts).
 */

/** The zone every date and time the site shows or takes is in, wherever the reader or server is. */
export const NZ_TIME_ZONE = "Pacific/Auckland";

/**
 * An Intl formatter on New Zealand's clock, for a page's own way of writing an instant. Make it
 * once, at module level: building a formatter costs far more than using one.
 */
export function nzFormatter(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: NZ_TIME_ZONE });
}

// One formatter reads every part a New Zealand clock shows; made once (see nzFormatter).
// Marked pure: a page that imports only a constant beside this need not load the clock (JavaScript budget).
const clock = /* @__PURE__ */ nzFormatter("en-NZ", {
  weekday: "short",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function clockParts(at: Date): Record<string, string> {
  return Object.fromEntries(clock.formatToParts(at).map((x) => [x.type, x.value]));
}

/** The date ("2026-12-03") and time ("10:30") a New Zealand clock shows at this instant. */
export function nzDateTime(at: Date): { date: string; time: string } {
  const p = clockParts(at);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The weekday and minutes since midnight that a New Zealand clock shows at this instant. */
export function nzWallClock(at: Date): { day: Weekday; minutes: number } {
  const p = clockParts(at);
  const day = (p.weekday ?? "").slice(0, 3).toLowerCase() as Weekday;
  return { day, minutes: Number(p.hour) * 60 + Number(p.minute) };
}
