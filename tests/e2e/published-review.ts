import { auditHashKey } from "../../server/platform/audit/audit";
import { statusLinkSealKey } from "../../server/platform/private-links/status-link-seal";
import { connectDatabase, sqliteFileIn } from "../../server/platform/db/connect";
import { onReviewPublished } from "../../server/reviews/published";
import { decideReview, recordInvitation, recordReview } from "../../server/reviews/repository";
import { LOOP_DATA_DIR } from "./servers";

/** The patient's review, written and published through the same three steps as moderation uses. */
export async function publishReviewOf(reference: string, text: string): Promise<string> {
  const sealKey = statusLinkSealKey(auditHashKey({ DATA_DIR: LOOP_DATA_DIR }));
  const { db } = connectDatabase({ sqliteFile: sqliteFileIn(LOOP_DATA_DIR) });
  try {
    return await db.transaction().execute(async (trx) => {
      const request = await trx
        .selectFrom("practice_requests as p")
        .innerJoin("submissions as s", "s.id", "p.submission_id")
        .select(["p.id", "p.submission_id", "p.listing_ref", "p.practice_id", "p.appointment_start"])
        .where("s.reference", "=", reference)
        .executeTakeFirstOrThrow();
      const invitationOf = () =>
        trx
          .selectFrom("review_invitations")
          .selectAll()
          .where("practice_request_id", "=", request.id)
          .executeTakeFirst();
      // Confirming wrote the invitation where the booking loop does; standing alone, the test writes it.
      if (!(await invitationOf())) {
        await recordInvitation(
          trx,
          {
            practiceRequestId: request.id,
            submissionId: request.submission_id,
            listingRef: request.listing_ref,
            practiceId: request.practice_id,
            patientName: "Hemi Reviewtest",
            appointmentStart: request.appointment_start!,
            now: new Date(),
          },
          sealKey,
        );
      }
      const invitation = (await invitationOf())!;
      const id = await recordReview(
        trx,
        invitation,
        { overall: 4, costs: 5, waiting: 5, communication: 4, premises: 3, text },
        [],
        new Date(),
      );
      await decideReview(trx, id, { outcome: "publish" }, "e2e moderator", new Date());
      const review = await trx.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      await onReviewPublished(trx, review, { now: new Date(), sealKey });
      return id;
    });
  } finally {
    await db.destroy();
  }
}
