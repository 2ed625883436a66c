import type { Kysely } from "kysely";

import { parseReview } from "../../forms/review";
import type { ReviewLoadContext, ReviewPageData, ReviewSubmitResult, ReviewVisitView } from "../../rules/api/reviews";
import type { Database } from "../platform/db/schema";
import { STATUS_TOKEN_PATTERN, statusTokenHash } from "../platform/private-links/status-token";
import { holdReasons } from "./hold-rules";
import { recordReview } from "./repository";
import type { ReviewInvitationRow } from "./tables";

/*
 * The patient's review link (/review/{token}, issue 35 items 2 and 3): what its page shows and the
 * one review it takes. Only the patient of a confirmed appointment holds such a link (the
 * invitation e-mail's); a forged token finds nothing (404), a used, expired or cancelled one is
 * refused (410), and one opened before the visit is not yet open (403).
 */

interface WritingDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** The invitation behind a token, with the practice and dentist its request was confirmed with. */
async function findInvitation(db: Kysely<Database>, token: string) {
  if (!STATUS_TOKEN_PATTERN.test(token)) return undefined;
  return db
    .selectFrom("review_invitations as i")
    .leftJoin("practice_requests as p", "p.id", "i.practice_request_id")
    .leftJoin("reviews as r", "r.invitation_id", "i.id")
    .selectAll("i")
    .select(["p.practice_name", "p.dentist_name", "r.status as review_status"])
    .where("i.token_hash", "=", statusTokenHash(token))
    .where("i.sample", "=", 0)
    .executeTakeFirst();
}

type Found = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

const viewOf = (row: Found): ReviewVisitView => ({
  practiceName: row.practice_name ?? "the practice",
  dentistName: row.dentist_name ?? null,
  visitedAt: row.appointment_start,
  expiresAt: row.expires_at,
  authorName: row.author_name,
});

/** What the link can do now. "open": a review may be written. */
function stateOf(row: Found, now: Date, justSent: boolean): ReviewPageData {
  const view = viewOf(row);
  switch (row.status) {
    case "reviewed":
      return { kind: "reviewed", view, justSent, held: row.review_status === "held" };
    case "cancelled":
      return { kind: "closed", view, why: "cancelled" };
    case "did-not-attend":
      return { kind: "closed", view, why: "did-not-attend" };
    case "expired":
      return { kind: "expired", view };
    case "scheduled":
    case "invited":
      if (Date.parse(row.expires_at) <= now.getTime()) return { kind: "expired", view };
      if (Date.parse(row.appointment_start) > now.getTime()) return { kind: "not-yet", view };
      return { kind: "open", view };
  }
}

export function reviewPageServices(deps: WritingDeps): ReviewLoadContext["reviews"] {
  return {
    async page(token, justSent) {
      const row = await findInvitation(deps.db, token);
      if (!row) return { kind: "missing" };
      return stateOf(row, deps.now(), justSent);
    },

    async submit(token, values): Promise<ReviewSubmitResult> {
      return deps.db.transaction().execute(async (trx) => {
        const now = deps.now();
        const row = await findInvitation(trx, token);
        if (!row) return { kind: "missing" };
        const state = stateOf(row, now, false);
        if (state.kind !== "open") return state;
        const parsed = parseReview(values);
        if (!parsed.ok) return { kind: "invalid", errors: parsed.errors, values, view: state.view };
        // Claimed before it is written: of two posts at once, one finds it open and the other used.
        const claimed = await trx
          .updateTable("review_invitations")
          .set({ status: "reviewed", updated_at: now.toISOString() })
          .where("id", "=", row.id)
          .where("status", "=", row.status)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) {
          return { kind: "reviewed", view: state.view, justSent: false, held: false };
        }
        const invitation: ReviewInvitationRow = { ...row };
        await recordReview(trx, invitation, parsed.answers, holdReasons(parsed.answers.text), now);
        return { kind: "sent" };
      });
    },
  };
}
