// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { NextSteps } from "./next-steps";

describe("NextSteps (the success pages' 'What happens next')", () => {
  it("shows the heading, then each step numbered in order with its title and text", () => {
    render(
      <NextSteps
        steps={[
          { title: "We review your request", text: "Within one working day." },
          { title: "The practice contacts you", text: "To confirm a time." },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "What happens next" });
    const items = within(section).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "1We review your requestWithin one working day.",
      "2The practice contacts youTo confirm a time.",
    ]);
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["We review your request", "The practice contacts you"]);
  });
});
