// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { FaqSection } from "./find-faq-list";

describe("FaqSection (service, oral surgery and city pages)", () => {
  it("is a section named 'Frequently asked questions' holding each question as a disclosure", () => {
    render(
      <FaqSection
        id="city-faq"
        faqs={[
          { question: "Is it free?", answer: "For under-18s, yes." },
          { question: "Do I need a referral?", answer: "No." },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Frequently asked questions" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Is it free?", "Do I need a referral?"]);
    expect(section.querySelectorAll("details")).toHaveLength(2);
    expect(within(section).getByText("No.")).toBeInTheDocument();
  });
});
