import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import {
  APPOINTMENT_MINUTES,
  DECLINE_REASON_MAX,
  DEFAULT_APPOINTMENT_MINUTES,
  MAX_OFFERED_TIMES,
} from "../../rules/booking-loop";

/*
 * The practice's three answers, each a plain <form method="post"> to the page's own action: they
 * work without JavaScript. What was typed comes back with the server's field errors (values,
 * errors), each error beside its field and tied to it (aria-describedby, aria-invalid).
 */

export interface AnswerFormState {
  /** Which answer the errors and values belong to. */
  answer: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="pt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const invalid = (error?: string) => (error ? "field-input border-red-700 ring-1 ring-red-700" : "field-input");

function Submit({ answer, children, className }: { answer: string; children: ReactNode; className: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("answer") === answer;
  return (
    <button type="submit" className={className} aria-disabled={busy || undefined}>
      {busy ? "Sending…" : children}
    </button>
  );
}

/** The state for one answer's form: its own errors and values, none of another's. */
const stateFor = (state: AnswerFormState | undefined, answer: string) =>
  state?.answer === answer ? state : { answer, errors: {}, values: {} as Record<string, string> };

export function ConfirmForm({
  state,
  defaultDate,
  defaultTime,
}: {
  state?: AnswerFormState;
  defaultDate?: string;
  defaultTime?: string;
}) {
  const { errors, values } = stateFor(state, "confirm");
  return (
    <Form method="post" className="mt-4 space-y-3" aria-labelledby="confirm-heading">
      <input type="hidden" name="answer" value="confirm" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="confirm-date" label="Date" error={errors.date}>
          {(props) => (
            <input
              {...props}
              className={invalid(errors.date)}
              type="date"
              name="date"
              required
              defaultValue={values.date ?? defaultDate}
            />
          )}
        </Field>
        <Field id="confirm-time" label="Time (NZ)" error={errors.time}>
          {(props) => (
            <input
              {...props}
              className={invalid(errors.time)}
              type="time"
              name="time"
              required
              defaultValue={values.time ?? defaultTime}
            />
          )}
        </Field>
        <Field id="confirm-minutes" label="Length" error={errors.minutes}>
          {(props) => (
            <select
              {...props}
              className={invalid(errors.minutes)}
              name="minutes"
              defaultValue={values.minutes ?? String(DEFAULT_APPOINTMENT_MINUTES)}
            >
              {APPOINTMENT_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m} minutes
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Submit answer="confirm" className="btn-primary">
        Confirm this appointment
      </Submit>
    </Form>
  );
}

export function OfferForm({ state }: { state?: AnswerFormState }) {
  const { errors, values } = stateFor(state, "offer");
  const rows = Array.from({ length: MAX_OFFERED_TIMES }, (_, i) => i + 1);
  return (
    <Form method="post" className="mt-4 space-y-3">
      <input type="hidden" name="answer" value="offer" />
      {rows.map((row) => (
        <fieldset key={row} className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Time {row}</legend>
          <Field
            id={`offer-date${row}`}
            label={`Date ${row}${row > 1 ? " (optional)" : ""}`}
            error={errors[`date${row}`]}
          >
            {(props) => (
              <input
                {...props}
                className={invalid(errors[`date${row}`])}
                type="date"
                name={`date${row}`}
                required={row === 1}
                defaultValue={values[`date${row}`]}
              />
            )}
          </Field>
          <Field id={`offer-time${row}`} label={`Time ${row} (NZ)`} error={errors[`time${row}`]}>
            {(props) => (
              <input
                {...props}
                className={invalid(errors[`time${row}`])}
                type="time"
                name={`time${row}`}
                required={row === 1}
                defaultValue={values[`time${row}`]}
              />
            )}
          </Field>
        </fieldset>
      ))}
      <Submit answer="offer" className="btn-secondary">
        Offer these times
      </Submit>
    </Form>
  );
}

export function DeclineForm({ state }: { state?: AnswerFormState }) {
  const { errors, values } = stateFor(state, "decline");
  return (
    <Form method="post" className="mt-4 space-y-3">
      <input type="hidden" name="answer" value="decline" />
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="because"
          value="not-taking-new-patients"
          defaultChecked={values.because === "not-taking-new-patients"}
          className="mt-1 size-4"
        />
        <span>
          We are not taking new patients
          <span className="block text-sm text-slate-700">
            Your listing then says you are not taking new adult patients; you can turn it back on in your account.
          </span>
        </span>
      </label>
      <Field
        id="decline-reason"
        label="Why you cannot take it (we tell the patient we are finding another practice; optional when not taking new patients)"
        error={errors.reason}
      >
        {(props) => (
          <textarea
            {...props}
            className={invalid(errors.reason)}
            name="reason"
            rows={3}
            maxLength={DECLINE_REASON_MAX}
            defaultValue={values.reason}
          />
        )}
      </Field>
      <Submit answer="decline" className="btn-danger">
        Decline the request
      </Submit>
    </Form>
  );
}
