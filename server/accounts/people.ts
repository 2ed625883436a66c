import { INVITATION_DAYS } from "../../rules/practice-account";
import { audit } from "../platform/audit/audit";
import { normaliseEmail } from "../platform/operators/operators";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import { startTrial } from "./plan";
import * as repo from "./repository";
import type { PracticeAccountDeps } from "./practice-guard";

// A practice's people: added with an e-mailed invitation, removed while an owner stays.

const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

/**
 * Adds a person to a practice in a role and e-mails them an invitation (a single-use link that
 * signs them in to that practice), in one transaction. False when they already belong to it.
 * Used by owners (above), operators (routes.ts) and the sample's owners (seed.ts, without e-mail).
 */
export async function addPerson(
  deps: Pick<PracticeAccountDeps, "db" | "now" | "sealKey" | "enqueued" | "emailsPerAddress">,
  input: { practiceId: string; email: string; role: repo.Membership["role"]; addedBy: string },
): Promise<false | { invitationSent: boolean }> {
  const at = deps.now();
  const name = await repo.practiceName(deps.db, input.practiceId);
  if (!name) throw new Error(`no practice ${input.practiceId}`);
  const added = await deps.db.transaction().execute(async (trx) => {
    const userId = await repo.ensureUser(trx, input.email, at);
    const fresh = await repo.addMembership(trx, {
      userId,
      practiceId: input.practiceId,
      role: input.role,
      addedBy: input.addedBy,
      now: at,
    });
    if (!fresh) return null;
    // The practice's account opens with its first person: its free trial starts (D609).
    await startTrial(trx, input.practiceId, at, "account-opened");
    const linkToken = await repo.createLink(trx, {
      userId,
      purpose: "invitation",
      practiceId: input.practiceId,
      now: at,
      validMs: INVITATION_MS,
    });
    const { heldBack } = await enqueue(
      trx,
      emailJob(
        {
          template: "practice-invitation",
          to: normaliseEmail(input.email),
          practiceName: name,
          role: input.role,
          linkToken,
          expiresAt: new Date(at.getTime() + INVITATION_MS).toISOString(),
        },
        {
          sealKey: deps.sealKey,
          // Any practice may type any address: its invitations are limited per address, confirmed or not (D703).
          limitTo: { address: input.email, perDay: deps.emailsPerAddress, evenIfConfirmed: true },
        },
      ),
      at,
    );
    return { userId, invitationSent: heldBack === 0 };
  });
  if (!added) return false;
  deps.enqueued();
  await audit(deps.db, {
    actor: input.addedBy,
    action: "practice-member-added",
    target: input.practiceId,
    details: { userId: added.userId, role: input.role, invitationSent: added.invitationSent },
  });
  return { invitationSent: added.invitationSent };
}

/** Removes a person from a practice; the last owner stays (someone must manage the account). */
export async function removePerson(
  deps: Pick<PracticeAccountDeps, "db">,
  input: { practiceId: string; userId: string; removedBy: string },
): Promise<{ kind: "done" } | { kind: "refused"; message: string }> {
  const result = await deps.db.transaction().execute(async (trx) => {
    // First, so the owners counted below are still the owners when one is removed.
    await repo.lockPracticePeople(trx, input.practiceId);
    const members = await repo.membersOf(trx, input.practiceId);
    const target = members.find((m) => m.id === input.userId);
    if (!target) return { kind: "refused" as const, message: "That person is not in this practice's account." };
    if (target.role === "owner" && members.filter((m) => m.role === "owner").length === 1) {
      return {
        kind: "refused" as const,
        message: "A practice needs at least one owner: add another owner before removing this one.",
      };
    }
    await repo.removeMembership(trx, input.userId, input.practiceId);
    return { kind: "done" as const };
  });
  if (result.kind === "done") {
    await audit(deps.db, {
      actor: input.removedBy,
      action: "practice-member-removed",
      target: input.practiceId,
      details: { userId: input.userId },
    });
  }
  return result;
}
