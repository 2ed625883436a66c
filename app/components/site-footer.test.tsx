// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { FOOTER_CITY_SLUGS, getCity } from "../../rules/listings/cities";
import { SiteFooter } from "./site-footer";

describe("SiteFooter's Locations column", () => {
  it("lists the footer's cities in a two-column grid under 'Locations', then 'View All Locations'", () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const column = screen.getByRole("heading", { name: "Locations" }).parentElement;
    const list = column?.querySelector("ul");
    expect(list?.className).toBe("mt-3 grid grid-cols-2 gap-x-4 gap-y-2");
    expect(Array.from(list?.querySelectorAll("a") ?? [], (a) => a.textContent)).toEqual(
      FOOTER_CITY_SLUGS.map((slug) => getCity(slug).name),
    );
    expect(column?.lastElementChild?.textContent).toBe("View All Locations");
  });
});
