import { describe, expect, it } from "vitest";

import { renderEmail } from "../platform/outbox/emails";
import { newRequestEmails } from "./request-emails";

describe("e-mails", () => {
  it("escape what a person typed in the HTML part, and keep it as typed in the text part", () => {
    const typed = `<img src=x onerror="alert(1)">`;
    const { html, text } = renderEmail(
      {
        template: "practice-listing-decision",
        to: "x@example.nz",
        practiceName: "Harbour Dental",
        change: "Phone",
        approved: false,
        reason: typed,
      },
      "https://nzdd.example/",
    );
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(text).toContain(typed);
  });

  it("echo nothing typed in an acknowledgement, which goes to whatever address was typed (D704)", () => {
    const { html, text, subject } = renderEmail(
      { template: "contact-received", to: "x@example.nz", name: "Call 0900 123 456 now", reference: "CT-AB12CD" },
      "https://nzdd.example/",
    );
    expect(subject).toBe("We have your message CT-AB12CD");
    expect(text.startsWith("Kia ora,\n")).toBe(true);
    expect(`${text}${html}`).not.toContain("0900");
  });

  it("link the operators' notice to the request in the inbox, on the public address", () => {
    const { text, subject } = renderEmail(
      { template: "operator-notice", form: "partner", reference: "PA-AB12CD", submissionId: "0190-abc" },
      "https://nzdd.example/",
    );
    expect(subject).toBe("New partner application PA-AB12CD");
    expect(text).toContain("https://nzdd.example/admin/submissions/0190-abc");
  });

  describe("acknowledge a booking", () => {
    const booking = {
      template: "booking-received" as const,
      to: "aroha@example.nz",
      firstName: "Aroha",
      reference: "BK-AB12CD",
      statusToken: "t".repeat(43),
      askedDate: "2026-12-01",
      askedTime: "9:30 AM",
    };

    it("promising the practice's usual reply time for a routine or urgent request", () => {
      const { text } = renderEmail(booking, "https://nzdd.example/");
      expect(text).toContain("The practice gets in touch within 24 hours to confirm a time that suits you.");
      expect(text).not.toContain("111");
    });

    it("promising no reply time for an emergency, and saying what to do now without naming the urgency", () => {
      const sentTo = { dentist: "Dr Priya Raman", practice: "Tinakori Smile Studio" };
      const { text, html, subject } = renderEmail({ ...booking, emergency: true, sentTo }, "https://nzdd.example/");
      expect(subject).toBe("We have your booking request BK-AB12CD");
      expect(text).not.toMatch(/within 24 hours|within \d+ hours/);
      expect(text).toContain(
        "You asked for Tuesday 1 December 2026, 9:30 AM. Your request has gone to Dr Priya Raman at Tinakori Smile Studio. Nothing is booked until a practice confirms a time with you",
      );
      expect(text).toContain("If it cannot wait, don't wait for a reply");
      expect(text).toContain("Call a dental clinic that is open now");
      expect(text).toContain("https://nzdd.example/emergency");
      expect(text).toContain("Healthline on 0800 611 116");
      expect(text).toContain("call 111");
      expect(html).toContain('href="https://nzdd.example/emergency"');
      // D412: the urgency, as the form names it, is in neither part.
      expect(`${subject}\n${text}\n${html}`).not.toMatch(/emergency \(same day\)|urgency|Emergency request/i);
      // The status link is still there.
      expect(text).toContain(`https://nzdd.example/requests/${"t".repeat(43)}`);
    });

    it("flagging the job of a request with the emergency urgency only", () => {
      const jobs = (urgency: string) =>
        newRequestEmails({
          id: "0190-abc",
          reference: "BK-AB12CD",
          form: "booking",
          values: { email: "aroha@example.nz", firstName: "Aroha", urgency, preferredDate: "2026-12-01" },
          statusToken: "t".repeat(43),
          sealKey: Buffer.alloc(32),
        });
      const flag = (urgency: string) => (jobs(urgency)[0]!.payload as { emergency?: boolean }).emergency;
      expect(flag("emergency")).toBe(true);
      expect(flag("urgent")).toBeUndefined();
      expect(flag("routine")).toBeUndefined();
    });
  });
});
