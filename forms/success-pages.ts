import type { FormName } from "./names";

/** What the form service answered: the reference, and a booking's private status token. */
export interface Receipt {
  reference?: string | null;
  statusToken?: string | null;
  /** A booking's urgency as sent: an emergency's confirmation says what to do now, not when we'll reply. */
  urgency?: unknown;
}

const withReference = (path: string, reference?: string | null) =>
  reference ? `${path}?${new URLSearchParams({ ref: reference })}` : path;

/**
 * Where each form's sender lands once it is sent: the app navigates there, and the server sends a
 * browser without JavaScript there after a native post. A booking's status token rides in the
 * fragment, which browsers never send to a server or in a Referer.
 */
export const SUCCESS_PAGES = {
  booking: (receipt: Receipt = {}) =>
    withReference(
      receipt.urgency === "emergency" ? "/booking-success/emergency" : "/booking-success",
      receipt.reference,
    ) + (receipt.statusToken ? `#${new URLSearchParams({ status: receipt.statusToken })}` : ""),
  contact: (receipt: Receipt = {}) => withReference("/contact-success", receipt.reference),
  partner: (receipt: Receipt = {}) => withReference("/partner-success", receipt.reference),
  newsletter: () => "/blog",
} as const satisfies Record<FormName, (receipt?: Receipt) => string>;
