import { describe, expect, it } from "vitest";

import { nzToday } from "../nz-time";
import { newPatientState, takingNow } from "./new-patients";
import { newPatientView, newPatientViews } from "./new-patients-text";

// Under a controlled clock: the day is New Zealand's (nzToday of the page's `now`), not the server's zone's.
const at = (iso: string) => nzToday(new Date(iso));

describe("new patients: a yes counts for 30 days", () => {
  const facts = {
    adult: { taking: true, confirmedOn: "2026-10-28" },
    acc: { taking: false, confirmedOn: "2026-01-05" },
  };

  it("a yes confirmed 30 days ago is still a yes; 31 days ago it is not confirmed recently", () => {
    // 27 November 2026, 8 am NZDT is still 26 November in UTC: 30 days after the 28th of October.
    const day30 = at("2026-11-26T19:00:00Z");
    expect(day30).toBe("2026-11-27");
    expect(newPatientState(facts.adult, day30)).toBe("yes");
    expect(takingNow(facts, "adult", day30)).toBe(true);
    const day31 = at("2026-11-27T11:00:00Z"); // 28 November, 12 am NZDT
    expect(newPatientState(facts.adult, day31)).toBe("stale");
    expect(takingNow(facts, "adult", day31)).toBe(false);
  });

  it("a no stays a no however old; a group not said is unknown and never a yes", () => {
    expect(newPatientState(facts.acc, "2026-11-27")).toBe("no");
    expect(newPatientState(undefined, "2026-11-27")).toBe("unknown");
    expect(takingNow(facts, "urgent", "2026-11-27")).toBe(false);
  });

  it("says each state with the date it rests on", () => {
    expect(newPatientView(facts, "adult", "2026-11-01")).toMatchObject({
      state: "yes",
      text: "Taking new adult patients",
      since: "confirmed 28 October 2026",
    });
    expect(newPatientView(facts, "adult", "2026-12-01")).toMatchObject({
      state: "stale",
      text: "New adult patients: not confirmed recently",
      since: "last said yes on 28 October 2026",
    });
    expect(newPatientViews(facts, "2026-12-01").map((v) => v.text)).toEqual([
      "New adult patients: not confirmed recently",
      "Not taking new ACC patients",
    ]);
  });
});
