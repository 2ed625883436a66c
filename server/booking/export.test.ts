import { describe, expect, it } from "vitest";

import { csvCell } from "./csv";
import { csvExport, jsonExport } from "./export";

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
  fields: JSON.stringify({
    name: "Mere, Smith",
    email: "mere@example.co.nz",
    subject: '=HYPERLINK("x")',
    message: "line 1\nline 2",
  }),
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  page_url: "https://x/contact",
  idempotency_key: null,
  body_hash: null,
  status_token_hash: null,
  status_token_sealed: null,
};

async function* each<T>(items: T[]) {
  yield* items;
}
const collect = async (chunks: AsyncIterable<string>) => {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
};

describe("the submissions export", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    for (const danger of ["=1+1", "+1", "-1", "@SUM(A1)"]) expect(csvCell(danger).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("plain")).toBe("plain");
  });

  it("writes one line per submission, times in New Zealand time, the form's fields under their labels, quoted where needed", async () => {
    const csv = await collect(csvExport(each([row, { ...row, reference: "CT-XYZ789" }]), "contact"));
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "reference,form,status,spam,received_at (Pacific/Auckland),updated_at (Pacific/Auckland),name,email,city,urgency,utm_source,utm_medium,utm_campaign,page_url,Name,E-mail,Subject,Category,Message,Listing",
    );
    // 09:30 UTC on 23 November is 22:30 the same day in New Zealand (daylight time, UTC+13).
    expect(csv).toContain(
      'CT-ABC123,contact,new,0,2026-11-23 22:30:00,2026-11-23 22:30:00,"Mere, Smith",mere@example.co.nz',
    );
    expect(csv).toContain(`,"Mere, Smith",mere@example.co.nz,"'=HYPERLINK(""x"")",,"line 1\nline 2",\r\n`);
    expect(csv.match(/CT-/g)).toHaveLength(2);
  });

  it("gives several forms one column per distinct field, labelled by the first form that defines it", async () => {
    const header = (await collect(csvExport(each([])))).trimEnd().split(",");
    expect(header.filter((h) => h === "E-mail")).toHaveLength(1);
    expect(header).toContain("Urgency");
    expect(header).toContain("Subject");
  });

  it("writes JSON laid out as before, a record at a time, and an empty array for no rows", async () => {
    const json = await collect(jsonExport(each([row, { ...row, reference: "CT-XYZ789" }])));
    const records = JSON.parse(json) as { reference: string; fields: { subject: string } }[];
    expect(json).toBe(`${JSON.stringify(records, null, 2)}\n`);
    expect(records.map((r) => r.reference)).toEqual(["CT-ABC123", "CT-XYZ789"]);
    expect(records[0]!.fields.subject).toBe('=HYPERLINK("x")');
    expect(await collect(jsonExport(each([])))).toBe("[]\n");
  });
});
