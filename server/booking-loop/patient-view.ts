import type { RequestStatusView } from "../../rules/api/request-status";
import { apiPaths } from "../../rules/api-paths";
import { nzAppointmentTime } from "../../rules/appointment-time";
import { cancellable } from "./booking-life";
import { offeredTimesOf } from "./patient-actions";
import type { PracticeRequestRow } from "./tables";

/** The request loop's part of a status page: what the newest practice request says to the patient. */
export type LoopView = Pick<RequestStatusView, "practice" | "appointment" | "offeredTimes" | "notice" | "canCancel">;

export const NOTHING_FROM_THE_LOOP: LoopView = {
  practice: null,
  appointment: null,
  offeredTimes: [],
  notice: null,
  canCancel: false,
};

/** What the patient is told while another practice is found. */
export const REMATCHING_NOTICES = {
  declined: "The practice could not take your request. We are finding another practice near you and will e-mail you.",
  noAnswer:
    "The practice has not answered in time, so we are finding another practice near you. We will e-mail you when one does.",
} as const;

/**
 * The practice is named only once a time is agreed (it confirmed one, or the patient accepted one
 * it offered); offered times are those still ahead; a withdrawn request shows none of it.
 */
export function loopView(row: PracticeRequestRow | undefined, token: string, withdrawn: boolean, now: Date): LoopView {
  if (!row || withdrawn) return NOTHING_FROM_THE_LOOP;
  const rematching = row.escalated_at !== null ? REMATCHING_NOTICES.noAnswer : null;
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
        offeredTimes: offeredTimesOf(row).filter((t) => Date.parse(t) > now.getTime()),
        notice: rematching,
      };
    case "waiting":
      return { ...NOTHING_FROM_THE_LOOP, notice: rematching };
    case "declined":
      return { ...NOTHING_FROM_THE_LOOP, notice: REMATCHING_NOTICES.declined };
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
