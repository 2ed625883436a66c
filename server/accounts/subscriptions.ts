import { requestsSent } from "../booking";
import { practiceDrafted, sampleListingsSeeded } from "../listings";
import { holdForSummaries } from "./digest";
import { startOnboarding } from "./onboarding";
import { samplePlans } from "./plan";
import { addMembership, ensureUser } from "./repository";

/**
 * What the practice account does when others move: requests sent to a practice that chose a
 * summary wait for it (digest.ts); a practice drafted from a partner application gets its owner,
 * invited (onboarding.ts); the sample practices get their owners and plans.
 */
export function subscribeAccounts(): void {
  requestsSent.subscribe("accounts", holdForSummaries);
  practiceDrafted.subscribe("accounts", startOnboarding);
  sampleListingsSeeded.subscribe("accounts", async (trx, { practices, now }) => {
    // Made as an owner's invitation would make them, without the e-mail, so practice sign-in can
    // be tried at once; each account opened with its owner, so each has a plan (issue 36 item 7).
    for (const practice of practices) {
      const userId = await ensureUser(trx, practice.email, now);
      await addMembership(trx, { userId, practiceId: practice.id, role: "owner", addedBy: "seed", now });
    }
    await samplePlans(
      trx,
      practices.map((p) => p.id),
      now,
    );
  });
}
