import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import type { FieldSpec } from "./define";
import { FORMS } from "./index";
import { FORM_SPECS } from "./specs";

describe("each form's definition", () => {
  it("gives every field a label and says whether it holds personal or health details", () => {
    const incomplete = Object.values(FORM_SPECS).flatMap((form) =>
      // Read as a definition might be written past the type check (a cast, plain JavaScript).
      Object.entries(form.fields as Readonly<Record<string, Partial<FieldSpec>>>)
        .filter(
          ([, field]) =>
            typeof field.label !== "string" ||
            field.label.trim() === "" ||
            typeof field.personal !== "boolean" ||
            typeof field.health !== "boolean",
        )
        .map(([name]) => `${form.name}.${name}`),
    );
    expect(incomplete).toEqual([]);
  });

  it("validates exactly the fields it defines, plus the tracking fields and the honeypot", () => {
    for (const form of Object.values(FORMS)) {
      const defined = Object.keys(FORM_SPECS[form.name].fields);
      expect(form.fields).toEqual([...defined, "utm_source", "utm_medium", "utm_campaign", "page_url", "bot-field"]);
      expect(Object.keys((form.schema as unknown as { shape: object }).shape)).toEqual(form.fields.slice(0, -1));
    }
  });

  it("keeps after an erasure only what was asked for: a booking's service, place and time", () => {
    expect(FORMS.booking.keptAfterErasure).toEqual([
      "service",
      "location",
      "preferredDate",
      "preferredTime",
      "urgency",
    ]);
    expect(FORMS.partner.keptAfterErasure).toEqual([]);
    expect(FORMS.newsletter.keptAfterErasure).toEqual([]);
    expect(FORMS.contact.keptAfterErasure).toEqual(["category", "listing"]);
  });

  it("summarises a booking for the inbox's name, city and urgency columns", () => {
    const values = { firstName: "Aroha", lastName: "Ngata", location: "palmerston-north", urgency: "" };
    expect(FORMS.booking.summary(values)).toEqual({ name: "Aroha Ngata", city: "palmerston-north", urgency: null });
    expect(FORMS.partner.summary({ practiceName: "Smile Co", city: "nelson" })).toEqual({
      name: "Smile Co",
      city: "nelson",
      urgency: null,
    });
  });

  it("gives a status link to bookings only", () => {
    expect(
      Object.values(FORMS)
        .filter((f) => f.statusLink)
        .map((f) => f.name),
    ).toEqual(["booking"]);
  });
});

/** Every module a module imports at run time (type-only imports are erased), followed through relative paths. */
function runtimeImports(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, "utf8");
  for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)) {
    if (!specifier!.startsWith(".")) seen.add(specifier!);
    else runtimeImports(resolve(dirname(entry), `${specifier}.ts`), seen);
  }
  return seen;
}

describe("the light half of the definitions", () => {
  it("loads neither zod nor libphonenumber, so a form page's first JavaScript stays as light as before", () => {
    const entries = ["forms/specs.ts", "forms/define.ts", "app/components/forms/field-attributes.ts"];
    const heavy = entries.flatMap((entry) =>
      [...runtimeImports(resolve(entry))].filter((m) => /zod|libphonenumber|forms\/(schema|fields|phone)\.ts$/.test(m)),
    );
    expect(heavy).toEqual([]);
  });
});
