import { Link } from "react-router";

import type { NewPatientView } from "../../../rules/listings/new-patients-text";
import { paths } from "../../../rules/paths";

/** A practice nearby that says it is taking new adult patients, as the /book loader found it. */
interface TakingInstead {
  id: string;
  name: string;
  practice: string;
  since: string;
}

/**
 * The booking form's warning (issue 37 item 1) when the chosen practice is not taking new adult
 * patients, or has not confirmed it recently: the request can still be sent (an existing patient,
 * or one who asks anyway), and up to three practices in the same city that are taking them are
 * offered instead. Worked out by the /book loader; nothing here runs in the browser but links.
 */
export function NewPatientsWarning({
  practice,
  view,
  others,
}: {
  practice: string;
  view: NewPatientView;
  others: readonly TakingInstead[];
}) {
  return (
    <section
      aria-labelledby="new-patients-warning"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
      data-testid="new-patients-warning"
    >
      <h2 id="new-patients-warning" className="font-bold">
        {view.state === "no"
          ? `${practice} is not taking new patients`
          : `${practice} has not confirmed recently that it is taking new patients`}
      </h2>
      <p className="mt-1 text-sm">
        {view.text} ({view.since}). If you are already their patient, or want to ask anyway, you can still send this
        request.
      </p>
      {others.length > 0 && (
        <>
          <p className="mt-3 text-sm font-semibold">Nearby practices taking new adult patients:</p>
          <ul className="mt-1 space-y-1 text-sm">
            {others.map((o) => (
              <li key={o.id}>
                <Link to={paths.book({ dentist: o.id })} className="font-semibold text-brand-800 underline">
                  Book with {o.name}, {o.practice}
                </Link>{" "}
                <span className="text-slate-700">({o.since})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
