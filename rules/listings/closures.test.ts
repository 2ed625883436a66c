import { describe, expect, it } from "vitest";

import { nzInstant } from "../nz-time";
import { clinicNow, closureNotice, isOpenNow, openNowWithClosures, reopensOn } from "./closures";
import { week } from "./hours-editing";
import type { Closure } from "./types";

// A practice's closures on a New Zealand calendar (issue 37 item 2), asked of a given instant.

const at = (date: string, time: string) => nzInstant(date, time)!;
const CHRISTMAS: Closure = {
  from: "2026-12-24",
  to: "2027-01-05",
  reason: "Christmas",
  coverName: "City Dental Emergency",
  coverPhone: "(04) 555 0199",
};
const practice = { openingHours: week("Mon–Fri 08:30–17:00"), closures: [CHRISTMAS] };

describe("a practice's closure", () => {
  it("hides 'open now' during it and says when the practice reopens and who covers urgent care", () => {
    const monday = at("2026-12-28", "10:00");
    expect(isOpenNow({ openingHours: practice.openingHours }, monday)).toBe(true);
    expect(isOpenNow(practice, monday)).toBe(false);
    expect(openNowWithClosures(practice, monday)).toEqual({
      open: false,
      closed: true,
      text: "Closed until Wednesday 6 January 2027. For urgent care call City Dental Emergency on (04) 555 0199.",
    });
    expect(closureNotice(practice.closures, monday)).toMatchObject({
      when: "now",
      headline: "Closed until Wednesday 6 January 2027",
      reason: "Christmas",
      reopens: "2027-01-06",
    });
  });

  it("starts and ends on New Zealand's midnight, whatever the machine's zone", () => {
    expect(isOpenNow(practice, at("2026-12-23", "16:59"))).toBe(true);
    expect(closureNotice(practice.closures, at("2026-12-24", "00:00"))?.when).toBe("now");
    expect(closureNotice(practice.closures, at("2027-01-05", "23:59"))?.when).toBe("now");
    expect(isOpenNow(practice, at("2027-01-06", "08:30"))).toBe(true);
    expect(openNowWithClosures(practice, at("2027-01-06", "08:30")).text).toBe("Open now until 5pm");
  });

  it("is announced from 30 days ahead, with its first and last days, and not before", () => {
    expect(closureNotice(practice.closures, at("2026-11-23", "12:00"))).toBeUndefined();
    expect(closureNotice(practice.closures, at("2026-11-24", "12:00"))).toMatchObject({
      when: "ahead",
      headline: "Closed from Thursday 24 December 2026 to Tuesday 5 January 2027",
      cover: "For urgent care call City Dental Emergency on (04) 555 0199.",
    });
    // Ahead of one, the practice is open as its hours say.
    expect(isOpenNow(practice, at("2026-12-01", "10:00"))).toBe(true);
  });

  it("reads closures that follow each other as one", () => {
    const next: Closure = { ...CHRISTMAS, from: "2027-01-06", to: "2027-01-08", reason: "Renovation" };
    expect(reopensOn([CHRISTMAS, next], "2026-12-30")).toBe("2027-01-09");
    expect(closureNotice([CHRISTMAS, next], at("2026-12-30", "10:00"))?.headline).toBe(
      "Closed until Saturday 9 January 2027",
    );
    expect(closureNotice([], at("2026-12-30", "10:00"))).toBeUndefined();
  });

  it("ranks an emergency clinic in a closure after every other clinic, open or closed by its hours", () => {
    const clinic = { openingHours: week("Mon–Sun 00:00–24:00"), closures: [CHRISTMAS] };
    const nights = { openingHours: week("Mon–Sun 18:00–23:00") };
    const christmasMorning = at("2026-12-25", "09:00");
    expect(clinicNow(clinic, christmasMorning)).toMatchObject({ open: false, rank: 0 });
    expect(clinicNow(nights, christmasMorning)).toMatchObject({ open: false, rank: 1 });
    expect(clinicNow(nights, at("2026-12-25", "19:00"))).toMatchObject({ open: true, rank: 2 });
    expect(clinicNow(clinic, at("2027-01-06", "09:00"))).toMatchObject({ open: true, rank: 2 });
  });
});
