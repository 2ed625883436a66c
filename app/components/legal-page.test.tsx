// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { SITE } from "../content/site";
import { formatDate } from "../lib/dates";
import { LegalPage } from "./legal-page";

describe("LegalPage (privacy policy, terms)", () => {
  it("shows the title, when the legal text last changed, and the text as an article", () => {
    render(
      <LegalPage title="Terms of Service">
        <p>These terms apply.</p>
      </LegalPage>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Terms of Service");
    const updated = screen.getByText(formatDate(SITE.legalUpdated));
    expect(updated.tagName).toBe("TIME");
    expect(updated.getAttribute("datetime")).toBe(SITE.legalUpdated);
    expect(updated.parentElement?.textContent).toBe(`Last updated ${formatDate(SITE.legalUpdated)}`);
    expect(screen.getByRole("article").textContent).toBe("These terms apply.");
  });
});
