import { describe, expect, it } from "vitest";

import { holdReasons } from "./hold-rules";

const FINE =
  "The receptionist explained the costs before anything started and the waiting room was calm. I waited 10 minutes, 3 of 5 chairs were free, and it cost $120 in 2026.";

describe("what holds a review for a moderator", () => {
  it("passes an ordinary review about the service", () => {
    expect(holdReasons(FINE)).toEqual([]);
  });

  it.each([
    ["Call them on 021 555 0123 to book.", ["phone"]],
    ["Ring (09) 555-0123 any time.", ["phone"]],
    ["Their number is +64 4 555 0100.", ["phone"]],
    ["Write to aroha.ngata@example.co.nz for details.", ["email"]],
    ["See www.smiles.example for prices.", ["link"]],
    ["Prices are on https://example.com/prices", ["link"]],
    ["Look them up at tinakorismiles.co.nz", ["link"]],
  ])("holds %j", (text, reasons) => {
    expect(holdReasons(text)).toEqual(reasons);
  });

  it("holds abuse, including its spelled-around forms, from the maintained list", () => {
    expect(holdReasons("The dentist was a total asshole about it.")).toEqual(["abuse"]);
    expect(holdReasons("What a load of sh1t service.")).toEqual(["abuse"]);
  });

  it("names every reason a text has", () => {
    expect(holdReasons("f*ck this, email me at a@b.nz or call 021 555 0123")).toEqual(
      expect.arrayContaining(["phone", "email"]),
    );
  });
});
