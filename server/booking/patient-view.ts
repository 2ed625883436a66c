import type { RequestStatusView } from "../../rules/api/request-status";
import { apiPaths } from "../../rules/api-paths";
import { nzAppointmentTime } from "../../rules/appointment-time";
import { closureAt, closureDateText, closureNotice } from "../../rules/listings/closures";
import type { Closure } from "../../rules/listings/types";
import { cancellable } from "./patient-steps";
import { offeredTimesOf } from "./transition-emails";
import type { PracticeRequestRow } from "./practice-request-tables";

/** The request loop's part of a status page: what the newest practice request says to the patient. */
type LoopView = Pick<
  RequestStatusView,
  "practice" | "sentTo" | "lookingAgainSince" | "appointment" | "offeredTimes" | "notice" | "canCancel"
>;

const NOTHING_FROM_THE_LOOP: LoopView = {
  practice: null,
  sentTo: null,
  lookingAgainSince: null,
  appointment: null,
  offeredTimes: [],
  notice: null,
  canCancel: false,
};

/** What the patient is told while another practice is found. */
const REMATCHING_NOTICES = {
  declined: "The practice could not take your request. We are finding another practice near you and will e-mail you.",
  noAnswer:
    "The practice has not answered in time, so we are finding another practice near you. We will e-mail you when one does.",
} as const;

/**
 * While a request waits at a practice that is closed (issue 37 item 2), what the patient is told:
 * when it reopens and who covers urgent care meanwhile. The practice is named when the patient chose
 * it (`named`), as everywhere before a time is agreed.
 */
export function closureNoticeOf(
  row: PracticeRequestRow | undefined,
  closures: readonly Closure[] | undefined,
  now: Date,
  named: boolean,
): string | null {
  if (!row || row.status !== "waiting" || row.escalated_at !== null) return null;
  const notice = closureAt(closures, now) && closureNotice(closures, now);
  if (!notice) return null;
  const who = named ? row.practice_name : "The practice we sent your request to";
  return `${who} is closed until ${closureDateText(notice.reopens)}; they will answer your request after they reopen. ${notice.cover}`;
}

/**
 * The practice is named only once a time is agreed (it confirmed one, or the patient accepted one
 * it offered); offered times are those still ahead; a withdrawn request shows none of it.
 */
export function loopView(
  row: PracticeRequestRow | undefined,
  token: string,
  withdrawn: boolean,
  now: Date,
  /** The listing the patient chose on the form ("dentist/{id}"), if any. */
  chosenListing: string | null = null,
): LoopView {
  if (!row || withdrawn) return NOTHING_FROM_THE_LOOP;
  const rematching = row.escalated_at !== null ? REMATCHING_NOTICES.noAnswer : null;
  // Named from the start when the patient chose them: no surprise about where the request went.
  const sentTo =
    chosenListing !== null && row.listing_ref === chosenListing && row.escalated_at === null
      ? { dentist: row.dentist_name ?? row.practice_name, practice: row.practice_name }
      : null;
  switch (row.status) {
    case "confirmed":
      return {
        ...NOTHING_FROM_THE_LOOP,
        practice: { name: row.practice_name, phone: row.practice_phone, address: row.practice_address },
        appointment: row.appointment_start
          ? {
              start: row.appointment_start,
              minutes: row.appointment_minutes ?? 0,
              calendarPath: apiPaths.requestCalendar(token),
            }
          : null,
        canCancel: cancellable(row, now),
      };
    case "offered":
      return {
        ...NOTHING_FROM_THE_LOOP,
        sentTo,
        offeredTimes: offeredTimesOf(row).filter((t) => Date.parse(t) > now.getTime()),
        notice: rematching,
        lookingAgainSince: row.escalated_at,
      };
    case "waiting":
      return { ...NOTHING_FROM_THE_LOOP, sentTo, notice: rematching, lookingAgainSince: row.escalated_at };
    case "declined":
      return {
        ...NOTHING_FROM_THE_LOOP,
        notice: REMATCHING_NOTICES.declined,
        lookingAgainSince: row.first_answer_at ?? row.updated_at,
      };
    case "cancelled":
      return {
        ...NOTHING_FROM_THE_LOOP,
        notice: row.appointment_start
          ? `You cancelled your appointment at ${row.practice_name} on ${nzAppointmentTime(row.appointment_start)}. We have told the practice.`
          : "You cancelled your appointment. We have told the practice.",
      };
    default:
      return NOTHING_FROM_THE_LOOP;
  }
}
