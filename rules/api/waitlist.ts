import type { WaitlistScope } from "../waitlist";

/** The waitlist box on a status page: whether the patient may join, and their entry if they did. */
export interface WaitlistStatusPart {
  practiceName: string;
  cityName: string;
  /** The until-dates allowed (YYYY-MM-DD), the default being `max`. */
  range: { min: string; max: string };
  joined: { scope: WaitlistScope; until: string } | null;
}

/** What a freed time's claim link opens. */
export type WaitlistOfferView =
  | { kind: "missing" }
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

export interface WaitlistLoadContext {
  waitlist: {
    /** The status page's box; null when the booking has no confirmed appointment ahead (nothing to bring forward). */
    statusPart(token: string): Promise<WaitlistStatusPart | null>;
    offer(token: string): Promise<WaitlistOfferView>;
  };
}
