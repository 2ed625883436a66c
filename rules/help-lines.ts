/*
 * Numbers that answer when our own line does not: given on the site's pages and in the e-mail that
 * acknowledges an emergency request (server/platform/outbox/emails.ts), so kept apart from app/content.
 */

/** Healthline, the Ministry of Health's free advice line, answered 24/7: the number for health advice at any hour. */
export const HEALTHLINE = { display: "0800 611 116", href: "tel:+64800611116" } as const;
