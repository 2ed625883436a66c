// What the site says about itself, on every public page as the server sends it (issue 35 item 9):
// figures computed from its own data, saying from what, and none that nothing records. Needs
// `npm run build`.
import { describe, expect, it } from "vitest";

import { COUNTS_SOURCE, roundedDownCount } from "../../app/lib/headline-stats";
import { RESPONSE_BANDS } from "../../rules/response-bands";
import { pageText } from "../server/page-text";
import { sitePages } from "../support/prerendered-pages";

const { pages, stats } = await sitePages();

const page = (path: string) => pages.find((p) => p.path === path)!.html;
/** "12" in `<dt>dentists listed</dt><dd>12</dd>`: the figure a stat box shows under that label. */
const figure = (html: string, label: string) => new RegExp(`>${label}</dt><dd[^>]*>([^<]+)</dd>`).exec(html)?.[1];

describe.skipIf(pages.length === 0)("the site's claims about itself", () => {
  it("claims no figure that nothing records: visitors, partners' new patients, satisfaction, monthly bookings", () => {
    const invented = [
      /100,000/,
      /monthly visitors/i,
      /150%/,
      /increase in new patients/i,
      /\d+% (partner )?satisfaction|partner satisfaction/i,
      /5,000\+|booking requests a month/i,
      /thousands of people/i,
      /reports on (listing )?views/i,
    ];
    const found = pages.flatMap(({ path, html }) =>
      invented.filter((claim) => claim.test(pageText(html))).map((claim) => `${path}: ${claim.source}`),
    );
    expect(found).toEqual([]);
  });

  it("promises no reply from our team within 2 hours (a practice's measured band is the only such figure)", () => {
    const promises = pages.flatMap(({ path, html }) => {
      const text = RESPONSE_BANDS.reduce((t, band) => t.replaceAll(band.label, ""), pageText(html));
      return /within (2|two) hours/i.test(text) ? [path] : [];
    });
    expect(promises).toEqual([]);
  });

  it("shows no testimonial: none is a recorded review", () => {
    expect(pages.filter(({ html }) => /<blockquote/.test(html)).map((p) => p.path)).toEqual([]);
    expect(pageText(page("/booking-success"))).not.toContain("Sarah T.");
  });

  it("counts the dentists and cities it shows from the published listings, and says so", () => {
    const partner = page("/partner-with-us");
    expect(figure(partner, "dentists listed")).toBe(roundedDownCount(stats!.dentists));
    expect(figure(partner, "cities covered")).toBe(String(stats!.cities));
    // A fresh install has received no booking request: the figure says so rather than "5,000+".
    expect(figure(partner, "booking requests in the last 30 days")).toBe("0");
    for (const path of ["/", "/about"]) {
      expect(figure(page(path), "Verified Dentists"), path).toBe(roundedDownCount(stats!.dentists));
      expect(figure(page(path), "Cities Covered"), path).toBe(String(stats!.cities));
    }
    for (const path of ["/", "/about", "/partner-with-us"]) {
      expect(pageText(page(path)), path).toContain(COUNTS_SOURCE);
    }
  });
});
