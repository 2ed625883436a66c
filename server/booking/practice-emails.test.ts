import { describe, expect, it } from "vitest";

import { renderEmail } from "../platform/outbox/emails";
import type { PracticeEmailSpec } from "./email-specs";

const TOKEN = "AZrT3k9m2x7Qw8e1r4t6y8u0i2o4p6a8s0d2f4g6h8j";
const common = { to: "bookings@tinakorismile.co.nz", reference: "BK-7K3F9Q", practiceName: "Tinakori Smile Studio" };
// Thursday 3 December 2026, 10:30 am in Wellington (NZDT, UTC+13).
const START = "2026-12-02T21:30:00.000Z";

describe("the practice's e-mails", () => {
  it.each<[PracticeEmailSpec, RegExp, boolean]>([
    [
      { template: "practice-request", ...common, linkToken: TOKEN, expiresAt: START },
      /New booking request BK-7K3F9Q/,
      true,
    ],
    [{ template: "practice-reminder", ...common, linkToken: TOKEN, expiresAt: START }, /Reminder: .*BK-7K3F9Q/, true],
    [
      { template: "practice-offer-accepted", ...common, linkToken: TOKEN, start: START, minutes: 30 },
      /BK-7K3F9Q: the patient accepted Thursday 3 December 2026, 10:30 am/,
      true,
    ],
    [{ template: "practice-cancelled", ...common, start: START }, /BK-7K3F9Q cancelled by the patient/, false],
    [{ template: "practice-withdrawn", ...common }, /BK-7K3F9Q withdrawn by the patient/, false],
  ])(
    "%#: says which request in its subject, in text and HTML, with the link when it has one",
    (spec, subject, linked) => {
      const email = renderEmail(spec, "https://nzdd.example/");
      expect(email.subject).toMatch(subject);
      expect(email.text).toContain("Kia ora Tinakori Smile Studio team,");
      expect(email.html).toContain("BK-7K3F9Q");
      const link = `https://nzdd.example/practice/requests/${TOKEN}`;
      expect(email.text.includes(link)).toBe(linked);
      expect(email.html.includes(`href="${link}"`)).toBe(linked);
      if (spec.template === "practice-request" || spec.template === "practice-reminder") {
        expect(email.text).toContain("The link works until Thursday 3 December 2026, 10:30 am.");
      }
    },
  );

  it("tells a practice that offered times that the patient withdrew and its times are free again", () => {
    const later = "2026-12-03T01:00:00.000Z";
    const email = renderEmail(
      { template: "practice-withdrawn", ...common, offeredTimes: [START, later] },
      "https://nzdd.example/",
    );
    expect(email.text).toContain(
      "The patient has withdrawn booking request BK-7K3F9Q, so it no longer needs an answer",
    );
    expect(email.text).toContain(
      "The times you offered are free again:\n\nThursday 3 December 2026, 10:30 am\nThursday 3 December 2026, 2:00 pm",
    );
    expect(email.html).toContain("Thursday 3 December 2026, 10:30 am<br>Thursday 3 December 2026, 2:00 pm");
    const none = renderEmail({ template: "practice-withdrawn", ...common }, "https://nzdd.example/");
    expect(none.text).not.toContain("The times you offered");
  });
});
