import { data, Link, redirect, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-submit";
import { MissingList, PracticeListingState } from "../components/practice-listing-state";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { SITE } from "../content/site";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";

// The owner submits a new practice's listing for checking (issue 36 item 3). Submitted: back to the
// account's home, which says so. Refused: this page, with what is still missing (400) or why (409).
export const meta: Route.MetaFunction = () => [
  { title: `Submit your listing | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const submitted = await context.practiceAccount.submitListing(request);
  if (submitted.kind === "signed-out") throw redirect(paths.practiceSignIn());
  if (submitted.kind !== "ok") return data(submitted, { status: 403 });
  const { result, me } = submitted;
  if (result.kind === "submitted") throw redirect(practicePaths.home());
  return data({ kind: "ok" as const, me, result }, { status: result.kind === "incomplete" ? 400 : 409 });
}

// Runs after the action too (a document post renders the page): it must not redirect.
export async function loader({ request, context }: Route.LoaderArgs) {
  return signedInOrRedirect(await context.practiceAccount.listingState(request));
}

export default function PracticeSubmit() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (!posted) {
    if (loaded.kind !== "ok") return <NotAllowed result={loaded} />;
    return (
      <PracticeShell me={loaded.me} title="Your listing">
        {loaded.onboarding ? (
          <PracticeListingState view={loaded.onboarding} />
        ) : (
          <p>Your practice&apos;s listing is already published.</p>
        )}
      </PracticeShell>
    );
  }
  if (posted.kind !== "ok") return <NotAllowed result={posted} />;
  const { me, result } = posted;
  return (
    <PracticeShell me={me} title="Your listing was not submitted">
      <section role="alert" aria-labelledby="not-submitted" className="card border-red-300 p-5 sm:p-6">
        <h2 id="not-submitted" className="text-lg font-bold text-red-900">
          {result.kind === "incomplete" ? "Publishing needs these first:" : "Not submitted"}
        </h2>
        {result.kind === "incomplete" ? (
          <MissingList missing={result.missing} />
        ) : (
          <p className="mt-2">{result.message}</p>
        )}
      </section>
      <p>
        <Link to={practicePaths.home()} className="font-semibold text-brand-800 underline">
          Back to your account
        </Link>
      </p>
    </PracticeShell>
  );
}
