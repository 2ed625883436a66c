/**
 * Which paths get which treatment, declared once: the security headers, the site's shell and the
 * status-link API read them from here.
 */

/**
 * Pages where a person types or reads personal details: the forms, the booking confirmation and
 * status page, the operator inbox. Only these get Cross-Origin-Opener-Policy: same-origin, which
 * cuts any other site's window handle to them (so an opener cannot swap a half-filled form for a
 * look-alike). It costs a browsing-context swap on arrival, before the first paint (measured:
 * docs/performance.md), which the public reading pages, with nothing private on them, are spared. Tested against the URL, query included.
 */
export const PERSONAL_PAGE =
  /^\/(book|contact|partner-with-us|booking-success|requests|admin|practice\/requests)(\/|\?|\.|$)/;

/** A booking's private status page (its path holds the status link's token). */
export const STATUS_PAGE = /^\/requests\/[^/]+$/;

/**
 * Headers of everything a status link opens, its page and its API: never indexed, and the token
 * in the address never leaves as a Referer.
 */
export const PRIVATE_LINK_HEADERS = { "x-robots-tag": "noindex, nofollow", "referrer-policy": "no-referrer" } as const;

/**
 * Pages that exist in the app but are not prerendered (their content depends on the URL or on
 * the browser): the site answers them with the client-only shell and 200.
 */
export const CLIENT_ONLY_PAGES: readonly RegExp[] = [/^\/blog\/search$/, /^\/admin(\/.*)?$/, STATUS_PAGE];
