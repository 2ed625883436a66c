/**
 * First-touch campaign tracking: the UTM values a visitor arrived with are kept for the browser
 * session, so a form filled in pages later still credits the campaign that brought them.
 */

export interface Utm {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

const KEY = "nzdd:first-touch-utm";
const NAMES = ["utm_source", "utm_medium", "utm_campaign"] as const;
const EMPTY: Utm = { utm_source: "", utm_medium: "", utm_campaign: "" };

function fromSearch(search: string): Utm | null {
  const params = new URLSearchParams(search);
  if (!NAMES.some((name) => params.get(name))) return null;
  return {
    utm_source: params.get("utm_source") ?? "",
    utm_medium: params.get("utm_medium") ?? "",
    utm_campaign: params.get("utm_campaign") ?? "",
  };
}

function stored(): Utm | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Utm>;
    return { ...EMPTY, ...Object.fromEntries(NAMES.map((n) => [n, String(value[n] ?? "")])) };
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
