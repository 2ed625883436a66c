import { describe, expect, it } from "vitest";

import { faqPageJsonLd } from "../lib/meta";
import { CONTACT_FAQS, CONTACT_SUCCESS_FAQS } from "./faqs";
import { RETENTION } from "../../rules/retention";

describe("contact FAQs", () => {
  it("have more than the four shown at first, so View All FAQs reveals something", () => {
    expect(CONTACT_FAQS.length).toBeGreaterThan(4);
    expect(new Set(CONTACT_FAQS.map((f) => f.question)).size).toBe(CONTACT_FAQS.length);
  });

  it("quote the spec's response times and the retention period", () => {
    const text = CONTACT_FAQS.map((f) => f.answer).join(" ");
    for (const phrase of ["within 24 hours", "4-8 hours", "2-3 business days", "2-4 hours", "48 hours"])
      expect(text).toContain(phrase);
    expect(text).toContain(`${RETENTION.months} months`);
  });
});

describe("faqPageJsonLd", () => {
  it("describes every question and answer as schema.org FAQPage", () => {
    const data = faqPageJsonLd(CONTACT_SUCCESS_FAQS) as {
      "@type": string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(CONTACT_SUCCESS_FAQS.length);
    expect(data.mainEntity[0]?.name).toBe(CONTACT_SUCCESS_FAQS[0]?.question);
    expect(data.mainEntity[0]?.acceptedAnswer.text).toBe(CONTACT_SUCCESS_FAQS[0]?.answer);
  });
});
