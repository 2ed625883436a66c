import { describe, expect, it } from "vitest";

import { PRACTICE_REMINDER_JOB } from "../../booking/timer-jobs";
import { JOB_KINDS } from "../../features";
import type { Job } from "./jobs";
import { checkedHandler } from "./job-kinds";
import { PermanentJobError } from "./worker";

const job = {} as Job;

describe("job kinds, declared in the features' manifests", () => {
  it("hands the handler its payload as the kind's schema reads it", async () => {
    const handler = checkedHandler(
      PRACTICE_REMINDER_JOB,
      async ({ practiceRequestId }) => `reminded ${practiceRequestId}`,
    );
    await expect(handler({ practiceRequestId: "pr-1" }, job)).resolves.toBe("reminded pr-1");
  });

  it("fails for good a payload that does not match, naming its fields and never their values", async () => {
    let ran = false;
    const handler = checkedHandler(PRACTICE_REMINDER_JOB, async () => {
      ran = true;
      return "ran";
    });
    for (const payload of [{ practiceRequestId: 42 }, {}, null, "pr-1"]) {
      const failure = handler(payload, job);
      await expect(failure).rejects.toBeInstanceOf(PermanentJobError);
      await expect(failure).rejects.toThrow(/does not match its kind \((practiceRequestId|payload)\)$/);
    }
    await expect(handler({ practiceRequestId: "pr-secret", extra: 1 }, job)).resolves.toBe("ran");
    expect(ran).toBe(true);
  });

  it("are each declared once, by one feature", () => {
    const kinds = JOB_KINDS.map((kind) => kind.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toContain("practice-reminder");
  });
});
