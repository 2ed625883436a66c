/**
 * The instant the e2e server's listings take as "now" (LISTINGS_CLOCK): Thursday 26 November 2026,
 * 6:30 pm in New Zealand (NZDT), when practices that open late are open and the rest have closed.
 */
export const E2E_LISTINGS_CLOCK = "2026-11-26T18:30:00+13:00";
