import { HONEYPOT_FIELD } from "../../forms/common";
import { BOOKING_SERVICE_OPTIONS } from "../../forms/options";
import { WAITLIST_JOIN_FIELDS } from "../../forms/waitlist-join";
import { nzLongDate } from "../../rules/appointment-time";
import { paths } from "../../rules/paths";
import { WAITLIST_CONFIRM_HOURS } from "../../rules/waitlist";

/** What the form shows: empty, refused (each field's problem, what was typed), or sent. */
export type WaitlistJoinState =
  | { kind: "empty" }
  | { kind: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { kind: "check-email"; email: string };

interface Props {
  /** Where it posts: the profile's own address. */
  action: string;
  practiceName: string;
  cityName: string;
  until: { min: string; max: string; initial: string };
  state: WaitlistJoinState;
}

const dateText = (date: string) => nzLongDate(`${date}T00:00:00Z`);
const inputClass = (error?: string) => (error ? "field-input border-red-700 ring-1 ring-red-700" : "field-input");

/**
 * "Hear of an earlier time" on a practice's profile (issue 37 item 5), for a patient with no
 * booking: a plain form post (no script: rendered to static HTML by the profile's loader and
 * action, so the profile's JavaScript does not grow), answered by the profile rendered again with
 * each field's problem and what was typed, or "check your e-mail" (double opt-in).
 */
export function WaitlistJoinForm({ action, practiceName, cityName, until, state }: Props) {
  const values = state.kind === "invalid" ? state.values : {};
  const errors = state.kind === "invalid" ? state.errors : {};
  const field = (name: "firstName" | "lastName" | "email" | "phone", type: string) => {
    const spec = WAITLIST_JOIN_FIELDS[name];
    const id = `waitlist-${name}`;
    return (
      <div>
        <label htmlFor={id} className="field-label">
          {spec.label}
        </label>
        <input
          id={id}
          name={name}
          type={type}
          required
          maxLength={spec.max}
          autoComplete={spec.autoComplete}
          defaultValue={values[name] ?? ""}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
          className={inputClass(errors[name])}
        />
        {errors[name] && (
          <p id={`${id}-error`} className="pt-1 text-sm font-medium text-red-700">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };
  const scope = values.scope === "city" ? "city" : "practice";
  return (
    <section aria-labelledby="waitlist-heading" className="card p-5" id="waitlist">
      <h2 id="waitlist-heading" className="text-lg font-bold">
        Hear of an earlier time
      </h2>
      {state.kind === "check-email" ? (
        <div role="status" className="mt-2 text-sm text-slate-800">
          <p className="font-semibold">Check your e-mail to confirm.</p>
          <p className="mt-1">
            We sent a link to {state.email}. Open it and press its button within {WAITLIST_CONFIRM_HOURS} hours to go on
            the waitlist; until then we e-mail you nothing more.
          </p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            No booking needed. When a time comes free, we e-mail up to five people on the waitlist at once; the first to
            take it gets it, booked with these details.
          </p>
          {state.kind === "invalid" && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-800">
              Nothing was sent: please check the fields marked below.
            </p>
          )}
          <form method="post" action={`${action}#waitlist`} className="mt-3 space-y-3" noValidate>
            {field("firstName", "text")}
            {field("lastName", "text")}
            {field("email", "email")}
            {field("phone", "tel")}
            <div>
              <label htmlFor="waitlist-service" className="field-label">
                {WAITLIST_JOIN_FIELDS.service.label}
              </label>
              <select
                id="waitlist-service"
                name="service"
                required
                defaultValue={values.service ?? ""}
                aria-invalid={errors.service ? true : undefined}
                aria-describedby={errors.service ? "waitlist-service-error" : undefined}
                className={inputClass(errors.service)}
              >
                <option value="">Choose a service</option>
                {BOOKING_SERVICE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {errors.service && (
                <p id="waitlist-service-error" className="pt-1 text-sm font-medium text-red-700">
                  {errors.service}
                </p>
              )}
            </div>
            <fieldset>
              <legend className="field-label">Where</legend>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="scope"
                  value="practice"
                  defaultChecked={scope === "practice"}
                  className="mt-1"
                />
                <span>At {practiceName}</span>
              </label>
              <label className="mt-1 flex items-start gap-2 text-sm">
                <input type="radio" name="scope" value="city" defaultChecked={scope === "city"} className="mt-1" />
                <span>At any practice in {cityName}</span>
              </label>
            </fieldset>
            <div>
              <label htmlFor="waitlist-until" className="field-label">
                Tell me until
              </label>
              <p id="waitlist-until-hint" className="text-sm text-slate-700">
                At most six months ahead, {dateText(until.max)}.
              </p>
              <input
                id="waitlist-until"
                name="until"
                type="date"
                required
                min={until.min}
                max={until.max}
                defaultValue={values.until ?? until.initial}
                aria-invalid={errors.until ? true : undefined}
                aria-describedby={errors.until ? "waitlist-until-hint waitlist-until-error" : "waitlist-until-hint"}
                className={inputClass(errors.until)}
              />
              {errors.until && (
                <p id="waitlist-until-error" className="pt-1 text-sm font-medium text-red-700">
                  {errors.until}
                </p>
              )}
            </div>
            <p className="hidden" aria-hidden="true">
              <label>
                Leave this empty: <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </p>
            <p className="text-xs leading-relaxed text-slate-700">
              We use these details only to tell you of a time and, if you take one, to book it with the practice. Until
              you confirm by e-mail nothing else is sent; you leave the list in one click, and it is deleted after your
              date. More in our{" "}
              <a href={paths.privacy()} className="font-semibold text-brand-800 underline">
                privacy policy
              </a>
              .
            </p>
            <button type="submit" className="btn-primary w-full">
              Put me on the waitlist
            </button>
          </form>
        </>
      )}
    </section>
  );
}
