import { describe, expect, it } from "vitest";

import { emailJobHandler } from "./email-job";
import type { Job } from "./jobs";
import type { Mailer, OutgoingEmail } from "./mailer";
import { PermanentJobError } from "./worker";

const job = (payload: unknown): Job => ({
  id: "0193-job",
  kind: "email",
  payload: JSON.stringify(payload),
  unique_key: null,
  submission_id: null,
  status: "running",
  run_at: "2026-11-27T00:00:00.000Z",
  attempts: 1,
  max_attempts: 8,
  lease_until: null,
  locked_by: null,
  last_error: null,
  result: null,
  created_at: "2026-11-27T00:00:00.000Z",
  updated_at: "2026-11-27T00:00:00.000Z",
});

function handler() {
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = { sends: true, connections: 1, send: async (email) => void sent.push(email), close() {} };
  const run = emailJobHandler({
    mailer,
    sealKey: Buffer.alloc(32, 7),
    publicOrigin: "https://nzdd.example",
    operators: async () => ["ops@example.test"],
  });
  return { sent, run: (payload: unknown) => run(payload, job(payload)) };
}

describe("the e-mail job", () => {
  it("sends an e-mail whose payload matches its template", async () => {
    const { sent, run } = handler();
    const payload = { template: "contact-received", to: "mere@example.co.nz", name: "Mere", reference: "CT-ABC123" };
    expect(await run(payload)).toBe("sent");
    expect(sent.map((email) => email.to)).toEqual([["mere@example.co.nz"]]);
  });

  it("fails for good, naming the wrong fields and not their values, on a payload that does not match its template", async () => {
    const { sent, run } = handler();
    // An offer without its times, and one whose address is not text.
    const offered = {
      template: "patient-offered",
      to: "aroha@example.co.nz",
      firstName: "Aroha",
      reference: "BK-ABC123",
      statusToken: null,
      practiceName: "Tinakori Smile Studio",
    };
    const wrongAddress = { template: "contact-received", to: 42, name: "Mere", reference: "CT-ABC123" };
    for (const [payload, fields] of [
      [offered, "times"],
      [wrongAddress, "to"],
      [{ template: "no-such-e-mail", to: "x@example.test" }, "template"],
      ["not an object", "template"],
    ] as const) {
      const failure = run(payload);
      await expect(failure).rejects.toBeInstanceOf(PermanentJobError);
      await expect(failure).rejects.toThrow(`the e-mail's payload does not match its template (${fields})`);
    }
    expect(sent).toEqual([]);
  });
});
