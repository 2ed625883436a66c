import { describe, expect, it } from "vitest";

import { week } from "../../../rules/listings/hours-editing";
import { readListing } from "./read-listing";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe("the listing editor's form, as the API takes it", () => {
  it("reads each weekday's intervals in their order on the page, and a day without any as closed", () => {
    const listing = readListing(
      "emergency-clinic",
      form([
        ["openingHours.tue.0.opens", " 08:00 "],
        ["openingHours.tue.0.closes", "12:00"],
        ["openingHours.tue.1.opens", "13:00"],
        ["openingHours.tue.1.closes", "17:30"],
        ["openingHours.sun.0.opens", "00:00"],
        ["openingHours.sun.0.closes", "24:00"],
      ]),
    );
    expect(listing.openingHours).toEqual(week("Tue 08:00–12:00, 13:00–17:30; Sun 00:00–24:00"));
  });

  it("sends back the closures left ticked (each box carries one), and none when every box is unticked", () => {
    const closure = {
      from: "2026-12-24",
      to: "2027-01-05",
      reason: "Christmas",
      coverName: "Harbour After-Hours Dental",
      coverPhone: "(04) 555 0199",
    };
    expect(readListing("dentist", form([["closures", JSON.stringify(closure)]])).closures).toEqual([closure]);
    expect(readListing("dentist", form([])).closures).toEqual([]);
  });

  it("sends numbers as numbers, and what does not read as one as typed, for the server to name", () => {
    const listing = readListing(
      "dentist",
      form([
        ["lat", "-42,45"],
        ["lng", "east"],
        ["rating", "4.7"],
        ["reviews", "12"],
      ]),
    );
    expect(listing).toMatchObject({ lat: -42.45, lng: "east" });
    // Ratings come only from reviews: the editor sends none, even when a form carries them.
    expect(listing).not.toHaveProperty("rating");
    expect(listing).not.toHaveProperty("reviews");
  });

  it("splits lists by line or comma, reads ticks as yes and no, and works out a dentist's emergency flag", () => {
    const listing = readListing(
      "dentist",
      form([
        ["languages", "English, Te reo Māori\nSamoan\n\n"],
        ["access.wheelchair", "on"],
        ["services", "General Dentistry"],
        ["services", "Emergency Care"],
        ["funding.acc", "on"],
        ["newPatients.adult.taking", "no"],
        ["newPatients.adult.confirmedOn", "2026-11-20"],
        ["newPatients.acc.taking", ""],
      ]),
    );
    expect(listing).toMatchObject({
      languages: ["English", "Te reo Māori", "Samoan"],
      access: { wheelchair: true, accessibleParking: false, hearingLoop: false },
      services: ["General Dentistry", "Emergency Care"],
      emergency: true,
      funding: { acc: true, workAndIncome: false },
      // A group left "not said" is left out.
      newPatients: { adult: { taking: false, confirmedOn: "2026-11-20" } },
    });
  });
});
