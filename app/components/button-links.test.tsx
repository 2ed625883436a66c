// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { ButtonLinks } from "./button-links";

describe("ButtonLinks (where to go from a 'not found' page)", () => {
  it("shows every link in order, the first as the primary button and the rest as secondary ones", () => {
    render(
      <MemoryRouter>
        <ButtonLinks
          links={[
            { to: "/blog", label: "Browse the blog" },
            { to: "/", label: "Go to the home page" },
            { to: "/emergency", label: "Dental emergency" },
          ]}
        />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.className])).toEqual([
      ["Browse the blog", "/blog", "btn-primary"],
      ["Go to the home page", "/", "btn-secondary"],
      ["Dental emergency", "/emergency", "btn-secondary"],
    ]);
  });
});
