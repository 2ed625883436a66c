import { describe, expect, it } from "vitest";

import { renderEmail } from "./emails";

describe("e-mails", () => {
  it("escape what a person typed in the HTML part, and keep it as typed in the text part", () => {
    const { html, text, subject } = renderEmail(
      {
        template: "contact-received",
        to: "x@example.nz",
        name: `<img src=x onerror="alert(1)">`,
        reference: "CT-AB12CD",
      },
      "https://nzdd.example/",
    );
    expect(subject).toBe("We have your message CT-AB12CD");
    expect(html).not.toContain("<img");
    expect(html).toContain("Kia ora &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
    expect(text.startsWith(`Kia ora <img src=x onerror="alert(1)">,`)).toBe(true);
  });

  it("link the operators' notice to the request in the inbox, on the public address", () => {
    const { text, subject } = renderEmail(
      { template: "operator-notice", form: "partner", reference: "PA-AB12CD", submissionId: "0190-abc" },
      "https://nzdd.example/",
    );
    expect(subject).toBe("New partner application PA-AB12CD");
    expect(text).toContain("https://nzdd.example/admin/submissions/0190-abc");
  });
});
