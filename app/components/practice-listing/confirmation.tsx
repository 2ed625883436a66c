import { Form, Link } from "react-router";

import { PageHeader } from "../page-header";
import type { ConfirmLinkState, PracticeListingView } from "../../../rules/api/practice-listing";
import { CONFIRM_EVERY_DAYS, CONFIRM_GRACE_DAYS } from "../../../rules/listings/confirmation";
import { paths } from "../../../rules/paths";
import { practicePaths } from "../../../rules/private-paths";

/*
 * A practice confirming its listing's details (app/routes/practice-listing.tsx): the e-mailed
 * confirm link's page, and the listing page's section with the last confirmation and a button to
 * confirm again.
 */

/** "1 September 2026", from "2026-09-01" (a calendar date, read at noon UTC so no zone moves it). */
export const dateText = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-NZ", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The e-mailed confirm link's page: the button, what it did, or a link that is not ours. */
export function ConfirmLink({ state, token }: { state: ConfirmLinkState; token: string }) {
  if (state.kind === "missing") {
    return (
      <>
        <PageHeader title="This link does not confirm a listing" />
        <div className="container-page max-w-xl space-y-4 pb-14">
          <p className="text-lg text-slate-800">
            Check that the whole address from the e-mail was copied, or sign in and confirm on your listing page.
          </p>
          <p>
            <Link to={paths.practiceSignIn()} className="btn-primary">
              Practice sign in
            </Link>
          </p>
        </div>
      </>
    );
  }
  if (state.kind === "confirmed") {
    return (
      <>
        <PageHeader title="Details confirmed" />
        <div className="container-page max-w-xl space-y-4 pb-14">
          <p role="status" className="text-lg text-slate-800">
            Thank you. {state.practiceName}&rsquo;s listing says &ldquo;Details checked&rdquo;{" "}
            {dateText(state.checkedOn)}.
          </p>
          <p className="text-slate-800">
            Something to change?{" "}
            <Link to={practicePaths.listing()} className="font-semibold text-brand-800 underline">
              Sign in and edit your listing
            </Link>
            .
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Are these details right?"
        lead={`${state.practiceName}'s listing, as our e-mail showed it. Last confirmed ${dateText(state.checkedOn)}.`}
      />
      <div className="container-page max-w-xl space-y-4 pb-14">
        <Form method="post">
          <input type="hidden" name="intent" value="confirm-link" />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary">
            These details are right
          </button>
        </Form>
        <p className="text-slate-800">
          Something has changed?{" "}
          <Link to={practicePaths.listing()} className="font-semibold text-brand-800 underline">
            Sign in and edit your listing
          </Link>{" "}
          instead.
        </p>
      </div>
    </>
  );
}

/** The last confirmation and a button to confirm again now (owners and managers see this page). */
export function ConfirmDetails({ confirmation }: { confirmation: PracticeListingView["confirmation"] }) {
  if (!confirmation) return null;
  return (
    <section aria-labelledby="confirm-heading" className="card p-5 sm:p-6">
      <h2 id="confirm-heading" className="text-lg font-bold">
        Are your details right?
      </h2>
      <p className="mt-1 text-slate-800">
        Last confirmed {dateText(confirmation.checkedOn)}. We e-mail your owners and managers to confirm every{" "}
        {CONFIRM_EVERY_DAYS} days (next: {dateText(confirmation.due)}); {CONFIRM_GRACE_DAYS} days after that,
        unconfirmed, your listing says &ldquo;Details not confirmed since&rdquo; and shows after confirmed ones. Saving
        a change confirms too.
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="confirm" />
        <button type="submit" className="btn-primary">
          These details are right
        </button>
      </Form>
    </section>
  );
}
