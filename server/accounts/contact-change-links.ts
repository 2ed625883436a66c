import { readSignedToken, signedToken } from "./signed-token";

/*
 * The one-click links of a change of where health details go (contact-changes.ts): "confirm" (to
 * each owner while a non-owner's change is held) and "undo" (to the other owners and the old booking
 * address once a change is live). A token names the change, what it does, for whom (a practice
 * user's id, or "booking-address") and until when, signed (signed-token.ts); the change's row makes
 * it single-use (its status moves once) and its expiry is checked against the server's clock.
 */

type ContactLinkAction = "confirm" | "undo";

const LABEL = "contact-change:";

/** Who an undo link was sent to when it is not a practice user. */
export const BOOKING_ADDRESS = "booking-address";

export function contactChangeToken(
  auditKey: string,
  changeId: string,
  action: ContactLinkAction,
  who: string,
  expiresAtMs: number,
): string {
  return signedToken(auditKey, LABEL, [changeId, action, who, String(expiresAtMs)]);
}

interface ContactLink {
  changeId: string;
  action: ContactLinkAction;
  who: string;
  expiresAt: Date;
}

/** What a token names, or null when it is not one of ours. */
export function readContactChangeToken(auditKey: string, token: string): ContactLink | null {
  const names = readSignedToken(auditKey, LABEL, token, 4);
  if (!names) return null;
  const [changeId, action, who, expires] = names as [string, string, string, string];
  if ((action !== "confirm" && action !== "undo") || !/^\d{1,15}$/.test(expires)) return null;
  return { changeId, action, who, expiresAt: new Date(Number(expires)) };
}
