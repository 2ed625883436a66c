import { describe, expect, it } from "vitest";

import { findDentist } from "../../lib/dentists";
import { bookingPrefill as prefillWith } from "./booking-prefill";

const bookingPrefill = (search: string) => prefillWith(search, findDentist);

describe("pre-filling a booking from the page a patient came from", () => {
  it("takes the dentist, and their city, from a profile", () => {
    expect(bookingPrefill("?dentist=tinakori-smile-studio-wellington")).toEqual({
      dentistPreference: "Dr Priya Raman, Tinakori Smile Studio",
      location: "wellington",
    });
  });

  it("maps service page slugs and listing names to the form's services", () => {
    expect(bookingPrefill("?service=implants").service).toBe("Dental Implants");
    expect(bookingPrefill("?service=emergency-dentist").service).toBe("Emergency Care");
    expect(bookingPrefill("?service=General%20Dentistry").service).toBe("General Checkup");
    expect(bookingPrefill("?service=Teeth%20Whitening").service).toBe("Teeth Whitening");
  });

  it("reads a city by slug or by name, with or without macrons, and ignores unknown values", () => {
    expect(bookingPrefill("?location=taupo").location).toBe("taupo");
    expect(bookingPrefill("?location=Whang%C4%81rei").location).toBe("whangarei");
    expect(bookingPrefill("?location=Palmerston%20North").location).toBe("palmerston-north");
    expect(bookingPrefill("?location=atlantis&service=brain&dentist=nobody")).toEqual({});
  });

  it("presets the urgency a link means, and a same-day request for today in New Zealand", () => {
    // 12:30 PM on 24 November in New Zealand; still 23 November in UTC.
    const now = new Date("2026-11-23T23:30:00Z");
    expect(prefillWith("?service=Emergency%20Care&urgency=emergency", findDentist, now)).toEqual({
      service: "Emergency Care",
      urgency: "emergency",
      preferredDate: "2026-11-24",
    });
    expect(prefillWith("?urgency=urgent", findDentist, now)).toEqual({ urgency: "urgent" });
    expect(prefillWith("?urgency=yesterday", findDentist, now)).toEqual({});
  });
});
