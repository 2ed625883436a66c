import { Link } from "react-router";

import type { NewPatientView } from "../../rules/listings/new-patients-text";
import { paths } from "../../rules/paths";

/**
 * The profile's "Who the practice is taking on" (issue 37 item 1): every group the practice has
 * said something about, each with the date it confirmed it. Rendered to static HTML by the
 * profile's loader (nothing here runs in the browser).
 */
export function NewPatientFacts({ views }: { views: readonly NewPatientView[] }) {
  return (
    <section aria-labelledby="dentist-new-patients" className="card p-5">
      <h2 id="dentist-new-patients" className="text-lg font-bold">
        Who the practice is taking on
      </h2>
      {views.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">The practice has not told us. Ask them when you call.</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {views.map((v) => (
            <li key={v.group} data-state={v.state}>
              <span className="font-semibold">{v.text}</span>
              <span className="block text-slate-700">
                {v.since}
                {v.state === "stale" && " — ask the practice whether it still is"}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-600">
        As the practice told us. A yes it has not confirmed in the last 30 days shows as not confirmed recently.
      </p>
    </section>
  );
}

/**
 * The profile's Book button. A practice not taking new adult patients (or whose yes is not
 * confirmed recently) still takes requests from its own patients: the button says so, and the
 * booking form offers others nearby.
 */
export function ProfileBookButton({
  dentist,
  adult,
}: {
  dentist: { id: string; citySlug: string };
  adult: NewPatientView | undefined;
}) {
  const to = paths.book({ dentist: dentist.id, location: dentist.citySlug });
  if (!adult || adult.state === "yes")
    return (
      <Link to={to} className="btn-primary">
        Book with this dentist
      </Link>
    );
  return (
    <span className="flex flex-col gap-1">
      <span className="text-sm font-semibold text-slate-800" id="book-new-patients">
        {adult.state === "no" ? "Not taking new patients" : "Taking new patients: not confirmed recently"}
      </span>
      <Link to={to} className="btn-secondary" aria-describedby="book-new-patients">
        {adult.state === "no" ? "Book as an existing patient" : "Ask for a time"}
      </Link>
    </span>
  );
}
