import { describe, expect, it } from "vitest";

import { nzDateTime } from "../../rules/nz-time";
import { renderEmail } from "../platform/outbox/emails";
import { addMonths, nzMonthSpan, periodFigures, type RequestFacts } from "./figures";
import { monthlyReportJob, nextMonthlyReportJob } from "./monthly-report";

// The practice's figures as pure functions (issue 36 item 6): a period's counts say what they count,
// New Zealand's months and the report's time survive daylight saving, and a tiny sample reads as
// what it is in the monthly e-mail.

const HOUR = 3_600_000;
/** A period's figures when the practice was sent no request in it. */
const NO_REQUESTS = {
  received: 0,
  answered: 0,
  confirmed: 0,
  appointments: 0,
  waits: 0,
  percentileMs: null,
};

const request = (over: Partial<RequestFacts>): RequestFacts => ({
  practiceId: "p",
  status: "waiting",
  sentAt: "2026-11-10T00:00:00.000Z",
  firstAnswerAt: null,
  remindedAt: null,
  escalatedAt: null,
  updatedAt: "2026-11-10T00:00:00.000Z",
  appointmentStart: null,
  offeredTimes: null,
  ...over,
});

describe("a period's figures", () => {
  const from = new Date("2026-11-09T11:00:00.000Z");
  const to = new Date("2026-11-16T11:00:00.000Z");
  const now = new Date("2026-11-20T00:00:00.000Z");

  it("counts the period's requests as they stand now, and the appointments that fall in it", () => {
    const figures = periodFigures(
      [
        // Confirmed after 2 hours, its appointment the week after.
        request({
          status: "confirmed",
          firstAnswerAt: "2026-11-10T02:00:00.000Z",
          appointmentStart: "2026-11-17T00:00:00.000Z",
        }),
        // Declined after 1 hour.
        request({ status: "declined", firstAnswerAt: "2026-11-10T01:00:00.000Z" }),
        // Not answered: waiting until now (10 days).
        request({}),
        // Withdrawn before the practice could be slow: no wait counted, but received.
        request({ status: "withdrawn", updatedAt: "2026-11-10T00:10:00.000Z" }),
        // Sent the week before, its appointment in this one.
        request({
          status: "confirmed",
          sentAt: "2026-11-01T00:00:00.000Z",
          firstAnswerAt: "2026-11-01T01:00:00.000Z",
          appointmentStart: "2026-11-12T00:00:00.000Z",
        }),
      ],
      from,
      to,
      now,
    );
    expect(figures).toEqual({
      received: 4,
      answered: 2,
      confirmed: 1,
      appointments: 1,
      waits: 3,
      // Nearest rank 80% of 3 waits (1 h, 2 h, 10 days): the third.
      percentileMs: 10 * 24 * HOUR,
    });
  });

  it("has no percentile without requests", () => {
    expect(periodFigures([], from, to, now)).toEqual(NO_REQUESTS);
  });
});

describe("New Zealand months and the report's time", () => {
  it("moves months across years and spans a month from midnight to midnight, New Zealand time", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    // April 2026: daylight saving ends on the 5th (13 h ahead at the start, 12 h at the end).
    const april = nzMonthSpan("2026-04");
    expect(april.from.toISOString()).toBe("2026-03-31T11:00:00.000Z");
    expect(april.to.toISOString()).toBe("2026-04-30T12:00:00.000Z");
  });

  it("reports a month on the 1st at 08:00 New Zealand time, and is the next one at any instant", () => {
    const november = monthlyReportJob("2026-11");
    expect(nzDateTime(november.runAt!)).toEqual({ date: "2026-12-01", time: "08:00" });
    expect(november.uniqueKey).toBe("practice-monthly-report:2026-11");
    // Just before 08:00 on the 1st, November's is still to come; just after, December's is next.
    expect(nextMonthlyReportJob(new Date(november.runAt!.getTime() - 1000)).uniqueKey).toBe(november.uniqueKey);
    expect(nextMonthlyReportJob(new Date(november.runAt!.getTime() + 1000)).uniqueKey).toBe(
      "practice-monthly-report:2026-12",
    );
    expect(nextMonthlyReportJob(new Date("2026-11-15T00:00:00Z")).uniqueKey).toBe(november.uniqueKey);
  });
});

describe("the monthly report e-mail", () => {
  const figures = {
    ...NO_REQUESTS,
    reviewsPublished: 0,
    response: { requests: 0, percentileMs: null, band: null },
    listings: [{ name: "Dr Priya Shah", count: 3, average: null }],
  };
  const render = (f: typeof figures | Record<string, unknown>) =>
    renderEmail(
      {
        template: "practice-monthly-report",
        to: "owner@example.test",
        practiceName: "Tinakori Smile Studio",
        month: "2026-11",
        figures: f as typeof figures,
      },
      "https://nzdd.example",
    );

  it("says what an empty month and a few reviews are, without a made-up figure", () => {
    const mail = render(figures);
    expect(mail.subject).toBe("Tinakori Smile Studio: your figures for November 2026");
    expect(mail.text).toContain("Received: 0 requests sent to you in November 2026.");
    expect(mail.text).toContain("Time to first answer: No requests.");
    expect(mail.text).toContain("Your listings show no reply time: fewer than 3 requests in the last 30 days.");
    expect(mail.text).toContain("Dr Priya Shah: 3 verified reviews, no average yet");
    expect(mail.text).toContain("0 reviews of your practice published in November 2026.");
    expect(mail.text).toContain("https://nzdd.example/practice/figures");
  });

  it("gives one request's wait as that wait, a few as the longest, and the band the listings show", () => {
    expect(render({ ...figures, received: 1, waits: 1, percentileMs: 3 * HOUR }).text).toContain(
      "Time to first answer: 1 request, waited 3 h for an answer",
    );
    expect(render({ ...figures, received: 4, waits: 4, percentileMs: 5 * HOUR }).text).toContain(
      "Time to first answer: 4 requests, the longest waited 5 h",
    );
    const banded = render({
      ...figures,
      response: { requests: 12, percentileMs: 90 * 60_000, band: "2h" },
      listings: [{ name: "Dr Priya Shah", count: 14, average: 4.6 }],
    });
    expect(banded.text).toContain("Your listings show “Usually replies within 2 hours”.");
    expect(banded.text).toContain("Last 30 days: 12 requests, 80% answered within 1 h 30 min.");
    expect(banded.text).toContain("Dr Priya Shah: 4.6 out of 5 from 14 verified reviews");
  });
});
