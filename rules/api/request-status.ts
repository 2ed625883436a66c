/**
 * The patient's view of a booking's progress (rules/request-status.ts maps the inbox's workflow
 * onto it). Here, with the answer that carries it, so this module imports nothing back.
 */
export type PublicStatus = "received" | "passed-to-practice" | "confirmed" | "closed" | "withdrawn";

/**
 * What the status page's loader gets from the server (React Router's `context.requestStatus`):
 * the same view as the JSON API, read when the page is rendered, never cached.
 */
export interface RequestStatusLoadContext {
  /** The view behind a status-link token, or undefined when no request has it. */
  requestStatus(token: string): Promise<RequestStatusView | undefined>;
}

/** The public answer of GET /api/requests/:token: no names, contact details, notes or operators. */
export interface RequestStatusView {
  reference: string;
  /** ISO 8601. */
  receivedAt: string;
  service: string | null;
  /** City label, e.g. "Nelson". */
  city: string | null;
  /** YYYY-MM-DD. */
  preferredDate: string | null;
  preferredTime: string | null;
  status: PublicStatus;
  /** Each change of the patient-facing status, oldest first. */
  timeline: { status: PublicStatus; at: string }[];
  /**
   * The request loop (issue 22). The practice is named only once it has confirmed a time (or the
   * patient accepted one of its offered times); before that, null.
   */
  practice: { name: string; phone: string; address: string } | null;
  /**
   * The dentist (or surgeon) and practice the patient chose on the form, while the request is with
   * them and not yet confirmed (issue 38 item 2): the patient knows where it went from the start.
   * Null when we chose the practice, once it is confirmed (`practice` says it), or once it left them.
   */
  sentTo: { dentist: string; practice: string } | null;
  /** Since when we have been finding another practice (a decline, or no answer in time); null otherwise. */
  lookingAgainSince: string | null;
  /** The confirmed appointment (ISO instant, minutes), with its calendar file at `calendarPath`. */
  appointment: { start: string; minutes: number; calendarPath: string } | null;
  /** Times a practice offered, which the patient may accept one of (ISO instants); empty when none. */
  offeredTimes: string[];
  /**
   * What is happening when the request is not moving as it should: a practice declined or has not
   * answered in time and we are finding another, or the practice it waits at is closed now (when it
   * reopens, who covers urgent care), in words for the patient; null otherwise.
   */
  notice: string | null;
  /** True while a confirmed appointment can be cancelled here (the practice is e-mailed). */
  canCancel: boolean;
}
