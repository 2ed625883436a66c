import { describe, expect, it } from "vitest";

import { BOOKING_BUT_WHEN } from "../tests/support/booking-fields";
import { booking, contact, FORMS, fieldErrors, nzToday, partner } from "./index";
import { PARTNER_SERVICE_OPTIONS, TIME_OPTIONS } from "./options";

describe("the shared form definitions", () => {
  it("offer half-hourly times from 8:00 AM to 6:00 PM", () => {
    const times = TIME_OPTIONS.map((t) => t.value);
    expect(times[0]).toBe("8:00 AM");
    expect(times).toContain("12:00 PM");
    expect(times).toContain("12:30 PM");
    expect(times.at(-1)).toBe("6:00 PM");
    expect(times).toHaveLength(21);
  });

  it("offer twelve partner services", () => {
    expect(PARTNER_SERVICE_OPTIONS).toHaveLength(12);
  });

  it("carry the spec's exact failure messages", () => {
    expect(booking.failureMessage).toBe("There was an error submitting your booking. Please try again.");
    expect(contact.failureMessage).toBe("There was an error sending your message. Please try again.");
    expect(partner.failureMessage).toBe("There was an error submitting your application. Please try again.");
  });

  it("send every field with UTM values, the page address and the honeypot", () => {
    for (const form of Object.values(FORMS)) {
      expect(form.fields.slice(-5)).toEqual(["utm_source", "utm_medium", "utm_campaign", "page_url", "bot-field"]);
    }
  });

  it("read phone numbers the ways New Zealanders write them and keep them as E.164", () => {
    const parse = (phone: string) => partner.schema.shape.phone.safeParse(phone);
    expect(parse("021 123 4567").data).toBe("+64211234567");
    expect(parse("(09) 555 0123").data).toBe("+6495550123");
    expect(parse("+64 21 123 4567").data).toBe("+64211234567");
    expect(parse("12").error?.issues[0]?.message).toMatch(/such as 021 123 4567/);
  });

  it("name the fields that are wrong, required and optional as the spec says", () => {
    const result = booking.schema.safeParse({});
    expect(result.success).toBe(false);
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(
      ["email", "firstName", "lastName", "location", "phone", "preferredDate", "preferredTime", "service"].sort(),
    );
    const partnerErrors = fieldErrors(partner.schema.safeParse({}).error!);
    expect(Object.keys(partnerErrors).sort()).toEqual(
      [
        "address",
        "city",
        "contactName",
        "email",
        "experience",
        "phone",
        "practiceName",
        "practiceType",
        "registrationNumber",
      ].sort(),
    );
    expect(Object.keys(fieldErrors(contact.schema.safeParse({}).error!)).sort()).toEqual(
      ["category", "email", "message", "name", "subject"].sort(),
    );
  });

  it("default the urgency to routine", () => {
    const parsed = booking.schema.parse({
      ...BOOKING_BUT_WHEN,
      preferredDate: nzToday(new Date(Date.now() + 30 * 86_400_000)),
      preferredTime: "8:00 AM",
    });
    expect(parsed.urgency).toBe("routine");
  });
});
