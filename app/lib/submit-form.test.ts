import { describe, expect, it } from "vitest";

import { partner } from "../../forms";
import { encodeForm } from "./submit-form";

describe("the form body", () => {
  it("sends every field in order, missing ones as empty strings, ticked boxes as repeated keys", () => {
    const body = encodeForm(partner, { practiceName: "Harbour & Co", services: ["Fillings", "Dentures"] });
    expect(body).toBe(
      "form-name=partner&practiceName=Harbour+%26+Co&contactName=&email=&phone=&address=&registrationNumber=&city=&website=&practiceType=" +
        "&services=Fillings&services=Dentures&experience=&currentPatients=&message=&utm_source=&utm_medium=" +
        "&utm_campaign=&page_url=&bot-field=",
    );
    expect(encodeForm(partner, { services: [] })).toContain("&services=&");
  });
});
