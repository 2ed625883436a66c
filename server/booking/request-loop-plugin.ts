import fp from "fastify-plugin";

import type { InboxPracticeRequest } from "../../rules/api/inbox";
import type { PracticeRequestLoadContext } from "../../rules/api/practice-request";
import { parseListingRef } from "../../rules/listings/listing-ref";
import { type Config, workingHours } from "../platform/config";
import { audit, auditHashKey } from "../platform/audit/audit";
import { findChosenListing } from "./chosen-listing";
import { WorkflowError } from "../platform/workflow-error";
import type { PracticeTarget } from "./sending";
import {
  practicePageServices,
  type PracticeRequestRow,
  practiceRequestsOf,
  practiceTarget,
  sendToPractice,
} from "./practice-requests";
import practiceRoutes from "./practice-routes";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";

declare module "fastify" {
  interface FastifyInstance {
    /** The request loop's practice side: its link's page, and the inbox's "Send to practice". */
    practiceRequests: {
      /** What the practice page's loader and action are given (React Router's load context). */
      loadContext: PracticeRequestLoadContext["practiceRequests"];
      /** An operator sends a booking to a listing's practice (audited). */
      send(submissionId: string, listing: string, actor: string): Promise<void>;
      /** A booking's practice requests, newest first, as the inbox shows them. */
      ofSubmission(submissionId: string): Promise<InboxPracticeRequest[]>;
    };
  }
}

function forInbox(row: PracticeRequestRow): InboxPracticeRequest {
  return {
    id: row.id,
    listingRef: row.listing_ref,
    practiceName: row.practice_name,
    practiceEmail: row.practice_email,
    practicePhone: row.practice_phone,
    status: row.status,
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
    firstAnswerAt: row.first_answer_at,
    appointment: row.appointment_start ? { start: row.appointment_start, minutes: row.appointment_minutes ?? 0 } : null,
    offeredTimes: row.offered_times ? (JSON.parse(row.offered_times) as string[]) : [],
    declineReason: row.decline_reason,
    remindedAt: row.reminded_at,
    escalatedAt: row.escalated_at,
  };
}

/**
 * The request loop's practice side (issue 22 item 3): decorates `app.practiceRequests` and
 * registers the practice's link routes (practice-routes.ts). Bookings naming a listing are sent
 * from the form service's own transaction (submission-store.ts); this is everything after.
 */
export default fp<{ config: Config; rateLimit: number }>(
  async (app, { config, rateLimit }) => {
    const sealKey = statusLinkSealKey(auditHashKey(config));
    const hours = workingHours(config);
    const now = () => new Date();
    const dentistName = async (ref: string) => (await findChosenListing(app.listings, ref))?.name ?? null;

    /**
     * Where an operator may send a booking: a published dentist or surgeon, as a booking names one,
     * or a published emergency clinic (issue 38 item 5), which the booking form does not offer.
     */
    const sendableTarget = async (listing: string): Promise<PracticeTarget | undefined> => {
      const chosen = parseListingRef(listing) && (await findChosenListing(app.listings, listing));
      if (chosen) return practiceTarget(chosen);
      const [kind, id, ...rest] = listing.split("/");
      if (kind !== "emergency-clinic" || !id || rest.length > 0) return undefined;
      const stored = await app.listingsStore.getListing("emergency-clinic", id);
      if (!stored || stored.listing.status !== "published") return undefined;
      const { practice } = stored;
      return {
        listingRef: listing,
        // A clinic has no practitioner of its own: its name stands where a dentist's would.
        dentistName: practice.name,
        practiceId: practice.id,
        practiceName: practice.name,
        phone: practice.phone,
        address: practice.address,
        bookingEmail: practice.bookingEmail,
        citySlug: practice.citySlug,
      };
    };

    const loadContext = practicePageServices({
      db: app.db,
      dialect: app.dbDialect,
      now,
      sealKey,
      dentistName,
      // The patient's e-mail was enqueued with the answer: sent now, not at the next poll.
      answered: () => app.outbox.wake(),
    });

    app.decorate("practiceRequests", {
      loadContext,
      async send(submissionId, listing, actor) {
        const target = await sendableTarget(listing);
        if (!target) throw new WorkflowError("Choose a published dentist, oral surgeon or emergency clinic.", 400);
        const sent = await sendToPractice(app.db, app.dbDialect, {
          submissionId,
          target,
          actor,
          now: now(),
          sealKey,
          hours,
        });
        app.outbox.wake();
        await audit(app.db, {
          actor,
          action: "send-to-practice",
          target: sent.reference,
          details: { listing, practiceRequestId: sent.practiceRequestId },
        });
      },
      ofSubmission: async (submissionId) => (await practiceRequestsOf(app.db, submissionId)).map(forInbox),
    });

    await app.register(practiceRoutes, { rateLimit });
  },
  { name: "booking-loop", dependencies: ["database", "outbox", "listings"] },
);
