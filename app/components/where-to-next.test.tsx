// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { WhereToNext } from "./where-to-next";

describe("WhereToNext (the last row of the success pages)", () => {
  it("is a 'Where to next' navigation: home as the primary button, the rest secondary, emergency care red", () => {
    render(
      <MemoryRouter>
        <WhereToNext
          links={[
            { to: "/", label: "Back to Home" },
            { to: "/directory", label: "Find a Dentist" },
            { to: "/emergency", label: "Emergency Care", danger: true },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Where to next" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href"), a.className]),
    ).toEqual([
      ["Back to Home", "/", "btn-primary"],
      ["Find a Dentist", "/directory", "btn-secondary"],
      ["Emergency Care", "/emergency", "btn-danger"],
    ]);
  });
});
