import fp from "fastify-plugin";

import type { FieldErrors, FormDefinition } from "../../forms";
import { type Config, workingHours } from "../platform/config";
import { auditHashKey } from "../platform/audit/audit";
import { type PracticeTarget, practiceTarget } from "./practice-requests";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { chosenListingRefusals, findChosenListing, type ListingLookup } from "./chosen-listing";
import { type SubmissionsService, submissionsService } from "./service";
import { submissionStore } from "./submission-store";
import { checkSubmission, type Outcome, type RawBody, submit } from "./submit";
import { startSubmissionThread } from "./submission-thread";
import type { JobStore } from "../platform/outbox/job-store";

declare module "fastify" {
  interface FastifyInstance {
    /** Stored submissions: the form service's submit and everything the inbox and status links do. */
    submissions: SubmissionsService & {
      /** Checks and stores one submission; resolves once it is committed. */
      submit(form: FormDefinition, body: RawBody, idempotencyKey: string | null): Promise<Outcome>;
    };
    /** On a SQLite file, the outbox's job store on the submission thread, the file's one writer; else null. */
    sqliteJobStore: JobStore | null;
  }
}

/** The practice a booking's `listing` names, when it is published: the request goes there at once. */
async function bookedPractice(listings: ListingLookup, form: FormDefinition, body: RawBody) {
  const value = form.name === "booking" && Object.hasOwn(body, "listing") ? body.listing : undefined;
  if (typeof value !== "string" || value.trim() === "" || value.length > 200) return null;
  const listing = await findChosenListing(listings, value.trim());
  return listing ? practiceTarget(listing) : null;
}

/**
 * The submissions service, with the thread that stores submissions on a SQLite file (see
 * submission-thread.ts), the group commit and their shutdown: routes call app.submissions.submit and never ask where
 * it runs. On PostgreSQL, submissions are checked and stored on the main thread.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    // Links are sealed under the server's secret, so the loop's later e-mails can carry them.
    const sealKey = statusLinkSealKey(auditHashKey(config));
    // The thread has its own connection and group commit; otherwise they are the server's.
    const thread = app.sqliteFile
      ? await startSubmissionThread(app.sqliteFile, {
          sealKey,
          hours: workingHours(config),
          emailsPerAddress: config.UNCONFIRMED_EMAILS_PER_DAY,
        })
      : null;
    const store = submissionStore(app.db, {
      sealKey,
      hours: workingHours(config),
      emailsPerAddress: config.UNCONFIRMED_EMAILS_PER_DAY,
    });
    const checkAndStore = (
      form: FormDefinition,
      body: RawBody,
      key: string | null,
      refusals: FieldErrors,
      sendTo: PracticeTarget | null,
    ) => {
      if (!thread) return submit(store, form, body, key, refusals, sendTo);
      // Checked here, where the request is: the thread's time goes to storing, and checking the
      // next submissions overlaps its wait for the disk (docs/performance.md). Refused input
      // never reaches it.
      const checked = checkSubmission(form, body, refusals);
      if (checked.kind === "invalid") return Promise.resolve<Outcome>({ kind: "invalid", errors: checked.errors });
      return thread.submit(form.name, body, key, refusals, sendTo, checked);
    };
    app.decorate("submissions", {
      ...submissionsService({
        db: app.db,
        auditKey: auditHashKey(config),
        scrubErasedData: () => app.scrubErasedData(),
        listings: () => app.listings,
        listingsWritten: () => app.listingsSnapshot.refresh(),
      }),
      // The listings live in this thread's memory: what they refuse is checked here, then stored
      // where the submissions are.
      async submit(form, body, idempotencyKey) {
        const refusals = await chosenListingRefusals(app.listings, form, body);
        return checkAndStore(form, body, idempotencyKey, refusals, await bookedPractice(app.listings, form, body));
      },
    });
    app.decorate("sqliteJobStore", thread?.jobs ?? null);
    // Requests have finished by now (and the outbox, registered later, has stopped: hooks close in reverse): what the thread holds is stored before it stops.
    app.addHook("onClose", async () => thread?.close());
  },
  { dependencies: ["database"] },
);
