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
    expect(within(items[1]).getByRole("heading", { level: 3 }).textContent).toBe("The practice contacts you");
  });
});
