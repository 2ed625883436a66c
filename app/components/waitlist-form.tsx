import { useParams } from "react-router";

import type { WaitlistStatusPart } from "../../rules/api/waitlist";
import { nzLongDate } from "../../rules/appointment-time";
import { requestWaitlistPath } from "../../rules/private-paths";

/** What the last post said, from the redirect's query (server/waitlist/plugin.ts). */
interface WaitlistPosted {
  outcome: string | null;
  until: string | null;
  scope: string | null;
}

const SAID: Record<string, string> = {
  joined: "You are on the waitlist. We will e-mail you if an earlier time comes free.",
  left: "You have left the waitlist.",
  refused: "There is no confirmed appointment ahead to bring forward, so the waitlist is not open to this request.",
  unreadable: "That could not be read. Please try again.",
};

const dateText = (date: string) => nzLongDate(`${date}T00:00:00Z`);

/**
 * On the status page of a confirmed appointment ahead (issue 37 item 5): ask to hear of an earlier
 * time at its practice or any practice in the city, until a date; or leave. A plain form post (no
 * script needed), answered 303 back to the page with what happened.
 */
export function WaitlistForm({ part, posted }: { part: WaitlistStatusPart; posted: WaitlistPosted }) {
  const token = useParams().token ?? "";
  const invalid = posted.outcome === "invalid";
  const until = (invalid ? posted.until : null) ?? part.joined?.until ?? part.range.max;
  const scope = (invalid ? posted.scope : null) ?? part.joined?.scope ?? "practice";
  const said = posted.outcome ? SAID[posted.outcome] : undefined;
  return (
    <section aria-labelledby="waitlist-heading" className="card p-5 sm:p-6">
      <h2 id="waitlist-heading" className="text-lg font-bold">
        Hear of an earlier time
      </h2>
      {said && (
        <p
          role="status"
          className="mt-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          {said}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-700">
        {part.joined
          ? `You are on the waitlist for ${part.joined.scope === "city" ? `any practice in ${part.cityName}` : part.practiceName} until ${dateText(part.joined.until)}.`
          : "When a practice frees an earlier time, we e-mail up to five people on its waitlist at once; the first to take it gets it, and their appointment moves there."}
      </p>
      <form method="post" action={requestWaitlistPath(token)} className="mt-4 space-y-4">
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Where</legend>
          <div className="mt-2 space-y-2">
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" name="scope" value="practice" defaultChecked={scope !== "city"} className="mt-1" />
              <span>At {part.practiceName}</span>
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" name="scope" value="city" defaultChecked={scope === "city"} className="mt-1" />
              <span>At any practice in {part.cityName}</span>
            </label>
          </div>
        </fieldset>
        <div>
          <label htmlFor="waitlist-until" className="block text-sm font-semibold text-ink">
            Tell me until
          </label>
          <p id="waitlist-until-hint" className="text-sm text-slate-700">
            Up to your appointment&apos;s date, {dateText(part.range.max)}, at most six months ahead.
          </p>
          <input
            id="waitlist-until"
            type="date"
            name="until"
            min={part.range.min}
            max={part.range.max}
            defaultValue={until}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "waitlist-until-hint waitlist-until-error" : "waitlist-until-hint"}
            className="mt-1 w-full max-w-xs rounded-lg border border-slate-400 px-3 py-2"
          />
          {invalid && (
            <p id="waitlist-until-error" className="mt-1 text-sm font-medium text-red-800">
              Choose a date from today to {dateText(part.range.max)}.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="join" className="btn-primary">
            {part.joined ? "Change my waitlist choice" : "Put me on the waitlist"}
          </button>
          {part.joined && (
            <button type="submit" name="intent" value="leave" className="btn-secondary" formNoValidate>
              Leave the waitlist
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
