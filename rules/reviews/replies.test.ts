import { describe, expect, it } from "vitest";

import { healthDetailIn } from "./replies";

// A practice's reply may not confirm what the patient was seen for (issue 35 item 5).
describe("a reply's health details", () => {
  it.each([
    ["Glad the new crown feels right.", "crown"],
    ["Your X-ray showed nothing to worry about.", "X-ray"],
    ["Sorry the root  canal took so long.", "root  canal"],
    ["We will send your records to your GP.", "your records"],
    ["Hope the Teeth feel better!", "Teeth"],
  ])("refuses %j (it says %j)", (text, word) => {
    expect(healthDetailIn(text)).toBe(word);
  });

  it.each([
    "Thank you for the kind words: our team works hard to run on time.",
    "We are sorry about the wait and have added a second receptionist.",
    "Please call the practice manager so we can talk it through.",
    // Words that only contain a clinical one are not it.
    "We unconditionally apologise for the wait.",
  ])("takes %j", (text) => {
    expect(healthDetailIn(text)).toBeNull();
  });
});
