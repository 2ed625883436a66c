import { TZDate } from "@date-fns/tz";
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";

import { NZ_TIME_ZONE } from "../../rules/nz-time";
import type { PracticeContact } from "./email-specs";

/*
 * A confirmed appointment as a calendar file (RFC 5545, methods from RFC 5546), for the patient's
 * e-mails and their status page. METHOD:PUBLISH adds it: the patient's own copy, not an invitation
 * to answer. METHOD:CANCEL, sent when the patient cancels, removes it: the same UID (the practice
 * request's id on this site's host) with a higher SEQUENCE, which calendars read as the same event,
 * changed. Times are on New Zealand's clock (DTSTART;TZID=Pacific/Auckland, with its VTIMEZONE
 * from timezones-ical-library), so the event shows 10:30 in Auckland whatever the reader's zone.
 * An alarm an hour before. No health details: no service, urgency or notes, only who, where, when
 * and how to reach the practice.
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

/** Adds the event, or removes the one with the same UID. */
export type CalendarChange = "publish" | "cancel";

const METHOD = { publish: ICalCalendarMethod.PUBLISH, cancel: ICalCalendarMethod.CANCEL } as const;
/** A cancellation is the event's second version; the file that added it was the first (0). */
const SEQUENCE = { publish: 0, cancel: 1 } as const;
/** The alarm's lead, an hour: time to leave for the practice. */
const ALARM_MINUTES_BEFORE = 60;

export const calendarContentType = (change: CalendarChange = "publish") =>
  `text/calendar; charset=utf-8; method=${METHOD[change]}`;
export const CALENDAR_CONTENT_TYPE = calendarContentType("publish");

/** The file's name, for the attachment and the download. */
export const calendarFilename = (reference: string, change: CalendarChange = "publish") =>
  `dental-appointment-${reference}${change === "cancel" ? "-cancelled" : ""}.ics`;

/** The VTIMEZONE block of a zone, from the library's copy of the IANA database. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/** "Dr Aroha Ngata at Ponsonby Dental": who the patient sees, where. */
const whoAndWhere = (practice: PracticeContact) =>
  practice.dentist ? `${practice.dentist} at ${practice.name}` : practice.name;

export function appointmentCalendar(appointment: CalendarAppointment, change: CalendarChange = "publish"): string {
  const start = new Date(appointment.start);
  const { practice } = appointment;
  const calendar = ical({
    prodId: { company: "NZ Dental Directory", product: "Booking requests", language: "EN" },
    method: METHOD[change],
    name: "Dental appointment",
    // Only the generator: a calendar-wide zone would also write DTSTAMP on the server's clock.
    timezone: { name: null, generator: vtimezone },
  });
  const event = calendar.createEvent({
    id: `${appointment.practiceRequestId}@${appointment.siteHost}`,
    sequence: SEQUENCE[change],
    status: change === "cancel" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    timezone: NZ_TIME_ZONE,
    // ical-generator writes a plain Date on the server's own clock; a TZDate on New Zealand's.
    start: new TZDate(start.getTime(), NZ_TIME_ZONE),
    end: new TZDate(start.getTime() + appointment.minutes * 60_000, NZ_TIME_ZONE),
    summary: `${change === "cancel" ? "Cancelled: d" : "D"}ental appointment with ${whoAndWhere(practice)}`,
    location: practice.address,
    // RFC 5546 asks for an organizer in PUBLISH and CANCEL; the site's no-reply address.
    organizer: { name: "NZ Dental Directory", email: `no-reply@${appointment.siteHost}` },
    description: [
      ...(practice.dentist ? [`Dentist: ${practice.dentist}`] : []),
      `${practice.name}`,
      `Phone: ${practice.phone}`,
      `Booking reference: ${appointment.reference}`,
      change === "cancel"
        ? "Cancelled at your request; the practice has been told."
        : "To change or cancel, call the practice or use the link in your e-mail from NZ Dental Directory.",
    ].join("\n"),
  });
  if (change === "publish") {
    event.createAlarm({
      type: ICalAlarmType.display,
      triggerBefore: ALARM_MINUTES_BEFORE * 60,
      description: `Dental appointment with ${whoAndWhere(practice)} in an hour`,
    });
  }
  return calendar.toString();
}
