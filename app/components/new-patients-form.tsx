import { Form } from "react-router";

import type { PracticeListingView } from "../../rules/api/practice-listing";
import { CONFIRMED_RECENTLY_DAYS, NEW_PATIENT_GROUPS, newPatientField } from "../../rules/listings/new-patients";
import { NEW_PATIENT_LABELS, newPatientView } from "../../rules/listings/new-patients-text";

/**
 * The practice's "Who you are taking on" form (issue 37 item 1), on /practice/listing: a yes or no
 * for each group, each saved (and confirmed today) when the form is sent. A plain form: the
 * practice listing route's action posts it with intent "new-patients".
 */
export function NewPatientsForm({
  listing,
  values,
  errors,
}: {
  listing: PracticeListingView;
  /** The typed answers, when a save was refused. */
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
}) {
  const facts = listing.practice.newPatients;
  return (
    <section aria-labelledby="new-patients-heading" className="card p-5 sm:p-6">
      <h2 id="new-patients-heading" className="text-lg font-bold">
        Who you are taking on
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Patients see each answer with the date you last confirmed it. A yes not confirmed for {CONFIRMED_RECENTLY_DAYS}{" "}
        days shows as &ldquo;not confirmed recently&rdquo; and is left out of the directory&rsquo;s &ldquo;Taking new
        adult patients&rdquo; filter: saving confirms every answer as of today.
      </p>
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="new-patients" />
        <input type="hidden" name="version" value={listing.version} />
        {NEW_PATIENT_GROUPS.map((group) => {
          const name = newPatientField(group);
          const fact = facts[group];
          const view = newPatientView(facts, group, listing.today);
          const chosen = values?.[name] ?? (fact ? (fact.taking ? "yes" : "no") : "");
          const id = `new-patients-${group}`;
          return (
            <fieldset key={group} aria-describedby={`${id}-said`} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 font-semibold">{NEW_PATIENT_LABELS[group].label}</legend>
              <p id={`${id}-said`} className="text-sm text-slate-700">
                {view ? `${view.text} (${view.since})` : "Not said yet"}
              </p>
              <div className="mt-2 flex gap-6">
                {(["yes", "no"] as const).map((answer) => (
                  <label key={answer} className="inline-flex items-center gap-2">
                    <input type="radio" name={name} value={answer} defaultChecked={chosen === answer} />
                    {answer === "yes" ? "Yes" : "No"}
                  </label>
                ))}
              </div>
              {errors[name] && <p className="pt-1 text-sm font-medium text-red-700">{errors[name]}</p>}
            </fieldset>
          );
        })}
        <button type="submit" className="btn-primary">
          Save and confirm as of today
        </button>
      </Form>
    </section>
  );
}
