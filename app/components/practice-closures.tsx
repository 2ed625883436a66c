import { Form } from "react-router";

import type { PracticeListingView } from "../../rules/api/practice-listing";
import { TextField } from "./practice-listing-fields";

/**
 * The practice's closures at its account (issue 37 item 2): the ones recorded, each with a button
 * that removes it, and a form that adds one (first and last day closed, why, and who covers urgent
 * care meanwhile). Both publish as soon as they are saved. Plain forms: no JavaScript needed.
 */
export function PracticeClosures({
  listing,
  values,
  errors,
  today,
}: {
  listing: PracticeListingView;
  /** What was typed, when the add was refused. */
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
  /** The practice's "today" (New Zealand), for marking closures that have ended. */
  today: string;
}) {
  const closures = listing.practice.closures ?? [];
  const shown = (name: string) => values?.[name] ?? "";
  return (
    <section aria-labelledby="closures-heading" className="card p-5 sm:p-6">
      <h2 id="closures-heading" className="text-lg font-bold">
        Closures
      </h2>
      <p className="mt-1 text-slate-800">
        While you are closed, your profile says so with who covers urgent care, you drop out of &ldquo;open now&rdquo;,
        and booking requests still reach you: the patient is told you will answer after you reopen, and our reminders
        wait until then. A closure shows on your profile from 30 days before it starts.
      </p>
      {closures.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label="Closures recorded">
          {closures.map((c) => (
            <li key={`${c.from}-${c.to}`} className="flex flex-wrap items-center gap-3" data-testid="closure">
              <span>
                <strong>
                  {c.from} to {c.to}
                </strong>{" "}
                ({c.reason}), urgent care: {c.coverName}, {c.coverPhone}
                {c.to < today && <span className="ml-1 text-slate-700">(ended)</span>}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="closure-remove" />
                <input type="hidden" name="version" value={listing.version} />
                <input type="hidden" name="from" value={c.from} />
                <input type="hidden" name="to" value={c.to} />
                <button type="submit" className="btn-secondary">
                  Remove the closure from {c.from}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">No closure recorded.</p>
      )}
      {errors.form && (
        <p role="alert" className="mt-3 font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <Form method="post" className="mt-4 space-y-4" key={listing.version}>
        <h3 className="font-semibold">Add a closure</h3>
        <input type="hidden" name="intent" value="closure-add" />
        <input type="hidden" name="version" value={listing.version} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="closure-from"
            name="from"
            type="date"
            label="First day closed"
            value={shown("from")}
            notes={{ error: errors.from }}
          />
          <TextField
            id="closure-to"
            name="to"
            type="date"
            label="Last day closed"
            hint="You reopen the day after. At most 8 weeks."
            value={shown("to")}
            notes={{ error: errors.to }}
          />
        </div>
        <TextField
          id="closure-reason"
          name="reason"
          label="Why"
          hint="Shown on your profile, e.g. Christmas."
          value={shown("reason")}
          notes={{ error: errors.reason }}
          maxLength={80}
        />
        <TextField
          id="closure-cover-name"
          name="coverName"
          label="Who covers urgent care meanwhile"
          hint="A practice or clinic that has agreed to see your patients' emergencies."
          value={shown("coverName")}
          notes={{ error: errors.coverName }}
          maxLength={120}
        />
        <TextField
          id="closure-cover-phone"
          name="coverPhone"
          type="tel"
          label="Their phone"
          value={shown("coverPhone")}
          notes={{ error: errors.coverPhone }}
          maxLength={40}
        />
        <button id="closure-save" type="submit" className="btn-primary">
          Add the closure
        </button>
      </Form>
    </section>
  );
}
