import { useLocation } from "react-router";

import { nzAppointmentTime } from "../../rules/appointment-time";
import { APPOINTMENT_MINUTES, DEFAULT_APPOINTMENT_MINUTES } from "../../rules/booking-loop";

/** What the last post said, from the redirect's query (server/waitlist/plugin.ts). */
interface FreedTimePosted {
  /** How many on the waitlist were e-mailed, when a time was recorded. */
  told: string | null;
  at: string | null;
  problem: string | null;
  date: string | null;
  time: string | null;
  minutes: string | null;
}

/** What the last post said, read from the page's address (the redirect's query). */
function freedTimePosted(search: string): FreedTimePosted {
  const query = new URLSearchParams(search);
  return {
    told: query.get("freed"),
    at: query.get("at"),
    problem: query.get("freed-problem"),
    date: query.get("date"),
    time: query.get("time"),
    minutes: query.get("minutes"),
  };
}

const PROBLEMS: Record<string, { field: "date" | "time" | "minutes"; text: string }> = {
  date: { field: "date", text: "Enter the date, as a date." },
  time: { field: "time", text: "Enter a time of day that exists on that date, such as 10:30." },
  past: { field: "time", text: "That time has passed: enter one still ahead." },
  far: { field: "date", text: "Choose a date within the next year." },
  minutes: { field: "minutes", text: "Choose a length from the list." },
};

/**
 * "Offer a freed time" on the practice's link (issue 37 item 5): a time the practice has free is
 * e-mailed at once to up to five people on its waitlist; the first to take it gets it. A plain form
 * post to `action` answered 303 back to the page, with what was typed kept when it could not be
 * read. On the practice's link and on a request in the practice's account.
 */
export function FreedTimeForm({ action }: { action: string }) {
  const posted = freedTimePosted(useLocation().search);
  const problem = posted.problem ? (PROBLEMS[posted.problem] ?? PROBLEMS.time!) : null;
  const error = (field: string) => (problem?.field === field ? problem.text : null);
  const told = posted.told === null ? null : Number(posted.told);
  return (
    <section aria-labelledby="freed-time-heading" className="card p-5 sm:p-6">
      <h2 id="freed-time-heading" className="text-lg font-bold">
        Offer a freed time
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Have a gap, such as a cancellation? Up to five patients on your waitlist who have a later appointment are
        e-mailed at once; the first to take it gets it, and you get an e-mail with their request.
      </p>
      {told !== null && posted.at && (
        <p
          role="status"
          className="mt-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          {told === 0
            ? `${nzAppointmentTime(posted.at)} is recorded, but nobody on the waitlist has a later appointment just now.`
            : `${nzAppointmentTime(posted.at)}: we e-mailed ${told} ${told === 1 ? "patient" : "patients"} on the waitlist.`}
        </p>
      )}
      <form method="post" action={action} className="mt-4 grid gap-4 sm:grid-cols-3">
        {(
          [
            ["date", "Freed date", "date"],
            ["time", "Freed time (NZ)", "time"],
          ] as const
        ).map(([name, label, type]) => (
          <div key={name}>
            <label htmlFor={`freed-${name}`} className="block text-sm font-semibold text-ink">
              {label}
            </label>
            <input
              id={`freed-${name}`}
              name={name}
              type={type}
              required
              defaultValue={posted[name] ?? ""}
              aria-invalid={error(name) ? true : undefined}
              aria-describedby={error(name) ? `freed-${name}-error` : undefined}
              className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
            />
            {error(name) && (
              <p id={`freed-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
                {error(name)}
              </p>
            )}
          </div>
        ))}
        <div>
          <label htmlFor="freed-minutes" className="block text-sm font-semibold text-ink">
            Minutes free
          </label>
          <select
            id="freed-minutes"
            name="minutes"
            defaultValue={posted.minutes ?? String(DEFAULT_APPOINTMENT_MINUTES)}
            className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
          >
            {APPOINTMENT_MINUTES.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-3">
          <button type="submit" className="btn-primary">
            Offer this time to the waitlist
          </button>
        </div>
      </form>
    </section>
  );
}
