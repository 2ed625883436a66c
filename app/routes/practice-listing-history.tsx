import { Link, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-listing-history";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { SITE } from "../content/site";
import { nzDateTimeText } from "../../rules/nz-time";
import { practicePaths } from "../../rules/private-paths";

// Every change to the practice's listing (issue 36 item 4): who, when, each field before and after,
// newest first; the practice's own only.
export const meta: Route.MetaFunction = () => [
  { title: `Listing history | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return signedInOrRedirect(await context.practiceAccount.listingHistory(request));
}

export default function PracticeListingHistory() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind !== "ok") return <NotAllowed result={loaded} />;
  const { me, entries } = loaded;
  return (
    <PracticeShell me={me} title="Listing history">
      <p>
        <Link to={practicePaths.listing()} className="font-semibold text-brand-800 underline">
          Back to your listing
        </Link>
      </p>
      {entries.length === 0 ? (
        <p className="text-slate-800">No changes have been recorded yet.</p>
      ) : (
        <ol className="space-y-3" aria-label="Changes, newest first">
          {entries.map((e) => (
            <li key={e.id} className="card p-4">
              <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
                {nzDateTimeText(e.at)} · {e.who}
              </p>
              <p className="mt-1 font-semibold [overflow-wrap:anywhere]">
                {e.what}: {e.field}
              </p>
              <dl className="mt-1 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[6rem_1fr]">
                <dt className="font-medium text-slate-700">Before</dt>
                <dd className="[overflow-wrap:anywhere]">{e.before}</dd>
                <dt className="font-medium text-slate-700">After</dt>
                <dd className="[overflow-wrap:anywhere]">{e.after}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </PracticeShell>
  );
}
