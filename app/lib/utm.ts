/**
 * First-touch campaign tracking: the UTM values a visitor arrived with are kept for the browser
 * session, so a form filled in pages later still credits the campaign that brought them.
 */

import { isOneLine } from "../../rules/text";

interface Utm {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

const KEY = "nzdd:first-touch-utm";
const NAMES = ["utm_source", "utm_medium", "utm_campaign"] as const;
const EMPTY: Utm = { utm_source: "", utm_medium: "", utm_campaign: "" };

// The forms refuse a line break or a hidden control in these one-line fields; a person cannot see
// or fix a hidden field, so a value holding one (a mangled link) is left out, not sent.
const oneLine = (value: string) => (isOneLine(value) ? value : "");

function fromSearch(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const value = (name: (typeof NAMES)[number]) => oneLine(params.get(name) ?? "");
  if (!NAMES.some((name) => value(name))) return null;
  return { utm_source: value("utm_source"), utm_medium: value("utm_medium"), utm_campaign: value("utm_campaign") };
}

function stored(): Utm | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Utm>;
    return { ...EMPTY, ...Object.fromEntries(NAMES.map((n) => [n, oneLine(String(value[n] ?? ""))])) };
  } catch {
    return null;
  }
}

/** Remembers the first UTM values of the session; later ones do not replace them. */
export function captureFirstTouch(search: string): void {
  const utm = fromSearch(search);
  if (!utm || stored()) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(utm));
  } catch {
    // Storage blocked (private mode): the current address still provides the values.
  }
}

/** The session's first-touch UTM values, else those in the current address, else empty strings. */
export function currentUtm(search: string): Utm {
  return stored() ?? fromSearch(search) ?? EMPTY;
}
