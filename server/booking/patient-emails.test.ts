import { describe, expect, it } from "vitest";

import { icsProperty, unfolded } from "../../tests/support/ics";
import { renderEmail } from "../platform/outbox/emails";

const ORIGIN = "https://nzdd.example/";
const TOKEN = "t".repeat(43);
const PRACTICE = {
  name: "Harbour Dental",
  phone: "09 555 0300",
  address: "1 Queen Street, Auckland Central, Auckland",
  dentist: "Dr Mere Tane",
};
const START = "2026-12-02T21:30:00.000Z";
/** Whom every e-mail here goes to, and the booking it is about. */
const PATIENT = { to: "a@example.test", firstName: "Aroha", reference: "BK-ABC123" };
/** The confirmed appointment the confirmation and its reminder state. */
const APPOINTMENT = { statusToken: TOKEN, practice: PRACTICE, start: START, practiceRequestId: "0193-pr" };

describe("the patient's request-loop e-mails", () => {
  it("say what changed, in New Zealand time, with the status link, in text and HTML", () => {
    const offered = renderEmail(
      {
        template: "patient-offered",
        ...PATIENT,
        statusToken: TOKEN,
        practiceName: PRACTICE.name,
        times: [START, "2026-12-03T01:00:00.000Z"],
      },
      ORIGIN,
    );
    expect(offered.subject).toBe("Choose a time for your appointment (BK-ABC123)");
    expect(offered.text).toContain("1. Thursday 3 December 2026, 10:30 am\n2. Thursday 3 December 2026, 2:00 pm");
    expect(offered.text).toContain(`https://nzdd.example/requests/${TOKEN}`);
    expect(offered.html).toContain(`href="https://nzdd.example/requests/${TOKEN}"`);
    expect(offered.attachments).toBeUndefined();

    const rematching = renderEmail(
      {
        template: "patient-rematching",
        ...PATIENT,
        statusToken: TOKEN,
      },
      ORIGIN,
    );
    expect(rematching.text).toContain("We are finding another practice near you");
  });

  it("attach the calendar file to the day-before reminder, as to the confirmation", () => {
    const reminder = renderEmail(
      { template: "patient-appointment-reminder", ...PATIENT, ...APPOINTMENT, minutes: 45 },
      ORIGIN,
    );
    expect(reminder.subject).toBe("Reminder: your dental appointment tomorrow (BK-ABC123)");
    expect(reminder.text).toContain("Thursday 3 December 2026, 10:30 am");
    const [ics] = reminder.attachments ?? [];
    expect(ics?.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const file = ics?.content ?? "";
    expect(file).toContain("UID:0193-pr@nzdd.example");
    // On New Zealand's clock, with the zone's rules in the file (10:30 NZDT is 21:30 UTC the day before).
    expect(file).toContain("DTSTART;TZID=Pacific/Auckland:20261203T103000");
    expect(file).toContain("DTEND;TZID=Pacific/Auckland:20261203T111500");
    expect(unfolded(file)).toMatch(/BEGIN:VTIMEZONE\nTZID:Pacific\/Auckland\n[\s\S]*TZNAME:NZDT[\s\S]*END:VTIMEZONE/);
    // It names the dentist, and reminds an hour before.
    expect(icsProperty(file, "SUMMARY")).toBe(":Dental appointment with Dr Mere Tane at Harbour Dental");
    expect(unfolded(file)).toMatch(/BEGIN:VALARM\nACTION:DISPLAY\nTRIGGER:-PT1H\n/);
  });

  it("set out where the appointment is as an address, a part a line, not as numbered steps", () => {
    const confirmed = renderEmail({ template: "patient-confirmed", ...PATIENT, ...APPOINTMENT, minutes: 30 }, ORIGIN);
    expect(confirmed.text).toContain(
      "Where\n\nDr Mere Tane\nHarbour Dental\n1 Queen Street\nAuckland Central\nAuckland\nPhone 09 555 0300",
    );
    expect(confirmed.text).not.toMatch(/^\d\. /m);
    expect(confirmed.html).not.toContain("<ol");
    expect(confirmed.html).toContain(
      "Dr Mere Tane<br>Harbour Dental<br>1 Queen Street<br>Auckland Central<br>Auckland<br>Phone 09 555 0300</p>",
    );
  });

  it("take the event out of the patient's calendar when they cancel: METHOD:CANCEL, the same UID, a later SEQUENCE", () => {
    const appointment = { practiceRequestId: "0193-pr", minutes: 45, practice: PRACTICE };
    const confirmed = renderEmail(
      { template: "patient-confirmed", ...PATIENT, statusToken: TOKEN, start: START, ...appointment },
      ORIGIN,
    ).attachments![0]!.content;
    const cancelled = renderEmail(
      { template: "patient-cancelled", ...PATIENT, practiceName: PRACTICE.name, start: START, appointment },
      ORIGIN,
    );
    expect(cancelled.text).toContain("takes the appointment out of your calendar");
    const [ics] = cancelled.attachments ?? [];
    expect(ics?.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(ics?.filename).toBe("dental-appointment-BK-ABC123-cancelled.ics");
    const file = ics?.content ?? "";
    expect(icsProperty(file, "METHOD")).toBe(":CANCEL");
    expect(icsProperty(file, "UID")).toBe(icsProperty(confirmed, "UID"));
    expect(Number(icsProperty(file, "SEQUENCE")?.slice(1))).toBeGreaterThan(
      Number(icsProperty(confirmed, "SEQUENCE")?.slice(1)),
    );
    expect(icsProperty(file, "STATUS")).toBe(":CANCELLED");
    expect(icsProperty(file, "DTSTART")).toBe(icsProperty(confirmed, "DTSTART"));
    expect(file).not.toContain("BEGIN:VALARM");

    // A cancellation queued before the file was sent still goes, without it.
    const older = renderEmail(
      { template: "patient-cancelled", ...PATIENT, practiceName: PRACTICE.name, start: START },
      ORIGIN,
    );
    expect(older.attachments).toBeUndefined();
    expect(older.text).not.toContain("calendar");
  });

  it("point to the first e-mail's link when the job could not carry the status link", () => {
    const confirmed = renderEmail(
      {
        template: "patient-confirmed",
        ...PATIENT,
        statusToken: null,
        practice: PRACTICE,
        start: START,
        minutes: 30,
        practiceRequestId: "0193-pr",
      },
      ORIGIN,
    );
    expect(confirmed.text).toContain("use the link in the first e-mail we sent you");
    expect(confirmed.text).not.toContain("/requests/");
  });
});
