import { describe, expect, it } from "vitest";

import { renderEmail } from "./emails";

const ORIGIN = "https://nzdd.example/";
const TOKEN = "t".repeat(43);
const PRACTICE = {
  name: "Harbour Dental",
  phone: "09 555 0300",
  address: "1 Queen Street, Auckland Central, Auckland",
};
const START = "2026-12-02T21:30:00.000Z";
/** Whom every e-mail here goes to, and the booking it is about. */
const PATIENT = { to: "a@example.test", firstName: "Aroha", reference: "BK-ABC123" };

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
      {
        template: "patient-appointment-reminder",
        ...PATIENT,
        statusToken: TOKEN,
        practice: PRACTICE,
        start: START,
        minutes: 45,
        practiceRequestId: "0193-pr",
      },
      ORIGIN,
    );
    expect(reminder.subject).toBe("Reminder: your dental appointment tomorrow (BK-ABC123)");
    expect(reminder.text).toContain("Thursday 3 December 2026, 10:30 am");
    expect(reminder.text).toContain(`${PRACTICE.address}`);
    const [ics] = reminder.attachments ?? [];
    expect(ics?.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(ics?.content).toContain("UID:0193-pr@nzdd.example");
    expect(ics?.content).toContain("DTSTART:20261202T213000Z");
    expect(ics?.content).toContain("DTEND:20261202T221500Z");
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
