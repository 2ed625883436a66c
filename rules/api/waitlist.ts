import type { WaitlistScope } from "../waitlist";

/** The waitlist box on a status page: whether the patient may join, and their entry if they did. */
export interface WaitlistStatusPart {
  practiceName: string;
  cityName: string;
  /** The until-dates allowed (YYYY-MM-DD), the default being `max`. */
  range: { min: string; max: string };
  joined: { scope: WaitlistScope; until: string } | null;
}

/**
 * What a waitlist link opens: a freed time's claim link, or a profile entry's confirmation link
 * (double opt-in: "confirm" until its button is pressed, "confirm-expired" after WAITLIST_CONFIRM_HOURS).
 */
export type WaitlistOfferView =
  | { kind: "missing" }
  | { kind: "confirm"; where: string; until: string }
  | { kind: "confirmed"; where: string; until: string }
  | { kind: "confirm-expired" }
  /** The person left the list (or their booking is gone): nothing to claim. */
  | { kind: "left" }
  | {
      kind: "open" | "gone" | "passed" | "yours";
      practiceName: string;
      dentist: string | null;
      address: string;
      start: string;
      minutes: number;
      /** The appointment it would replace, while it is open. */
      current: string | null;
    };

/** The practice a profile's waitlist form is on. */
export interface WaitlistProfilePractice {
  practiceId: string;
  practiceName: string;
  citySlug: string;
}

/**
 * The profile form's post: refused with each field's problem and what was typed (shown again), or
 * stored unconfirmed with its confirmation e-mailed to `email`.
 */
export type WaitlistProfileJoin =
  | { kind: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { kind: "check-email"; email: string };

export interface WaitlistLoadContext {
  waitlist: {
    /** The status page's box; null when the booking has no confirmed appointment ahead (nothing to bring forward). */
    statusPart(token: string): Promise<WaitlistStatusPart | null>;
    offer(token: string): Promise<WaitlistOfferView>;
    /** The until-dates a profile's form allows, on the waitlist's clock (rules/waitlist.ts's profileUntil). */
    profileUntil(): { min: string; max: string; initial: string };
    /** The profile's waitlist form posted (a url-encoded body, repeated keys as arrays). */
    joinFromProfile(practice: WaitlistProfilePractice, body: Record<string, unknown>): Promise<WaitlistProfileJoin>;
  };
}
