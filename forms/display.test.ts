import { describe, expect, it } from "vitest";

import { csvColumns, displayValue } from "./display";

describe("a stored value, as an operator reads it", () => {
  it("shows a phone stored as E.164 in the New Zealand format", () => {
    expect(displayValue("booking", "phone", "+64211234567")).toBe("021 123 4567");
    expect(displayValue("partner", "phone", "+6495550123")).toBe("09 555 0123");
  });

  it("shows a city by its official name, not its slug", () => {
    expect(displayValue("booking", "location", "palmerston-north")).toBe("Palmerston North");
    expect(displayValue("partner", "city", "whangarei")).toBe("Whangārei");
  });

  it("shows an option by its label, and each of a list's options", () => {
    expect(displayValue("booking", "urgency", "emergency")).toBe("Emergency (same day)");
    expect(displayValue("contact", "category", "technical")).toBe("Technical support");
    expect(displayValue("partner", "services", ["Fillings", "Dentures"])).toBe("Fillings, Dentures");
  });

  it("shows text, an empty answer and a field the form does not define as stored", () => {
    expect(displayValue("booking", "message", "Sore tooth")).toBe("Sore tooth");
    expect(displayValue("booking", "insurance", "")).toBe("");
    expect(displayValue("booking", "bot-field", "+64211234567")).toBe("+64211234567");
  });
});

describe("a form's CSV columns", () => {
  it("are its fields in order, under the form's labels, with values as the inbox shows them", () => {
    const columns = csvColumns("booking");
    expect(columns.map((c) => c.label)).toEqual([
      "First name",
      "Last name",
      "E-mail",
      "Phone",
      "Service",
      "Location",
      "Preferred date",
      "Preferred time",
      "Urgency",
      "Insurance provider",
      "Preferred dentist",
      "Chosen dentist or surgeon",
      "Message",
    ]);
    const row = { phone: "+64211234567", location: "palmerston-north" };
    expect(columns.find((c) => c.name === "phone")!.read(row)).toBe("021 123 4567");
    expect(columns.find((c) => c.name === "location")!.read(row)).toBe("Palmerston North");
  });
});
