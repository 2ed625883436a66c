import { describe, expect, it } from "vitest";

import { csvCell, toCsv } from "./export";

const row = {
  id: "1",
  reference: "CT-ABC123",
  form: "contact" as const,
  status: "new",
  spam: 0,
  received_at: "2026-11-23T09:30:00.000Z",
  updated_at: "2026-11-23T09:30:00.000Z",
  email: "mere@example.co.nz",
  name: "Mere, Smith",
  city: null,
  urgency: null,
  fields: JSON.stringify({ name: "Mere, Smith", subject: '=HYPERLINK("x")', message: "line 1\nline 2" }),
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  page_url: "https://x/contact",
  idempotency_key: null,
  body_hash: null,
  status_token_hash: null,
};

describe("the submissions export", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    for (const danger of ["=1+1", "+1", "-1", "@SUM(A1)"]) expect(csvCell(danger).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("plain")).toBe("plain");
  });

  it("writes one line per submission, with each form field as a column, quoted where needed", () => {
    const csv = toCsv([row, { ...row, reference: "CT-XYZ789" }]);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "reference,form,status,spam,received_at,email,name,city,urgency,utm_source,utm_medium,utm_campaign,page_url,field:subject,field:message",
    );
    expect(csv).toContain('CT-ABC123,contact,new,0,2026-11-23T09:30:00.000Z,mere@example.co.nz,"Mere, Smith"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")","line 1\nline 2"`);
    expect(csv.match(/CT-/g)).toHaveLength(2);
  });
});
