import { describe, expect, it } from "vitest";

import { nzAppointmentTime } from "./appointment-time";

describe("an appointment's time, as a patient reads it", () => {
  it("is written on a New Zealand clock, in summer and in winter", () => {
    // 21:30 UTC is 10:30 the next morning in daylight time (UTC+13)…
    expect(nzAppointmentTime("2026-12-02T21:30:00.000Z")).toBe("Thursday 3 December 2026, 10:30 am");
    // …and 14:05 UTC is 2:05 the next morning in standard time (UTC+12).
    expect(nzAppointmentTime("2026-06-30T14:05:00.000Z")).toBe("Wednesday 1 July 2026, 2:05 am");
    expect(nzAppointmentTime("2026-07-01T03:00:00.000Z")).toBe("Wednesday 1 July 2026, 3:00 pm");
  });
});
