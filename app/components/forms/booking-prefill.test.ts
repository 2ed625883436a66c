import { describe, expect, it } from "vitest";

import { bookingPrefill } from "./booking-prefill";

describe("pre-filling a booking from the page a patient came from", () => {
  it("takes the chosen dentist's city, unless the link names another", () => {
    expect(bookingPrefill("?dentist=tinakori-smile-studio-wellington", "wellington")).toEqual({
      location: "wellington",
    });
    expect(bookingPrefill("?dentist=x&location=nelson", "wellington").location).toBe("nelson");
  });

  it("maps service page slugs and listing names to the form's services", () => {
    expect(bookingPrefill("?service=implants").service).toBe("Dental Implants");
    expect(bookingPrefill("?service=emergency-dentist").service).toBe("Emergency Care");
    expect(bookingPrefill("?service=General%20Dentistry").service).toBe("General Checkup");
    expect(bookingPrefill("?service=Teeth%20Whitening").service).toBe("Teeth Whitening");
  });

  it("books a surgical treatment the form has no service for as Other, naming it in the message", () => {
    expect(bookingPrefill("?service=Wisdom%20Tooth%20Removal")).toEqual({
      service: "Other",
      message: "I would like a consultation about wisdom tooth removal.",
    });
    expect(bookingPrefill("?service=sinus-lift").message).toBe("I would like a consultation about sinus lift.");
    // The oral surgery page's general Book Consultation: the consultation is about oral surgery.
    expect(bookingPrefill("?service=Oral%20Surgery")).toEqual({
      service: "Other",
      message: "I would like a consultation about oral surgery.",
    });
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
    expect(bookingPrefill("?service=Emergency%20Care&urgency=emergency", undefined, now)).toEqual({
      service: "Emergency Care",
      urgency: "emergency",
      preferredDate: "2026-11-24",
    });
    expect(bookingPrefill("?urgency=urgent", undefined, now)).toEqual({ urgency: "urgent" });
    expect(bookingPrefill("?urgency=yesterday", undefined, now)).toEqual({});
  });
});
