import { z } from "zod";

import type { Job } from "./jobs";
import { type JobHandler, PermanentJobError } from "./worker";

/**
 * One kind of job a feature runs through the outbox, declared in its manifest: the schema of the
 * payload its jobs store. The worker checks a payload against it before the handler sees it, so a
 * handler reads typed fields, never a cast.
 */
export interface JobKind<Payload = unknown> {
  kind: string;
  payload: z.ZodType<Payload>;
}

/** A kind whose jobs carry nothing (a daily sweep: its unique key is its day). */
export function kindWithoutPayload(kind: string): JobKind<object> {
  return { kind, payload: z.object({}) };
}

/** A handler of one declared kind: it gets the payload as its schema reads it. */
export type KindHandler<Payload> = (payload: Payload, job: Job) => Promise<string>;

/**
 * The handler the worker calls: the payload checked first. One that does not match (stored by
 * another version, or altered) would fail the same way on every attempt: it fails for good, naming
 * the fields that are wrong and never their values (the reason is stored and logged).
 */
export function checkedHandler<Payload>(jobKind: JobKind<Payload>, handler: KindHandler<Payload>): JobHandler {
  return async (payload, job) => {
    const parsed = jobKind.payload.safeParse(payload);
    if (parsed.success) return handler(parsed.data, job);
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "payload"))];
    throw new PermanentJobError(`the job's payload does not match its kind (${fields.join(", ")})`);
  };
}
