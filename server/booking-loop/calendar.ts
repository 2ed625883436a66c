import ical, { ICalCalendarMethod } from "ical-generator";

import type { PracticeContact } from "../outbox/email-specs";

/*
 * A confirmed appointment as a calendar file (RFC 5545), for the patient's e-mail and their status
 * page. METHOD:PUBLISH: the file is the patient's own copy to add, not an invitation to answer.
 * The UID is the practice request's id on this site's host, so a file sent again (a reminder, the
 * page's download) updates the same event instead of adding a second one. Times are written in
 * UTC, which every calendar shows in its reader's zone without a time-zone block. No health
 * details: no service, urgency or notes, only where, when and how to reach the practice.
 */

export interface CalendarAppointment {
  practiceRequestId: string;
  /** The site's public host name (PUBLIC_ORIGIN's), for the UID. */
  siteHost: string;
  reference: string;
  practice: PracticeContact;
  /** ISO instant and length in minutes. */
  start: string;
  minutes: number;
}

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/** The file's name, for the attachment and the download. */
export const calendarFilename = (reference: string) => `dental-appointment-${reference}.ics`;

export function appointmentCalendar(appointment: CalendarAppointment): string {
  const start = new Date(appointment.start);
  const calendar = ical({
    prodId: { company: "NZ Dental Directory", product: "Booking requests", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    name: "Dental appointment",
  });
  calendar.createEvent({
    id: `${appointment.practiceRequestId}@${appointment.siteHost}`,
    start,
    end: new Date(start.getTime() + appointment.minutes * 60_000),
    summary: `Dental appointment at ${appointment.practice.name}`,
    location: appointment.practice.address,
    description: [
      `${appointment.practice.name}`,
      `Phone: ${appointment.practice.phone}`,
      `Booking reference: ${appointment.reference}`,
      "To change or cancel, call the practice or use the link in your e-mail from NZ Dental Directory.",
    ].join("\n"),
  });
  return calendar.toString();
}
