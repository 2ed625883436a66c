import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";

import { telHref } from "../lib/phone";
import { paths } from "../../rules/paths";
import { nzAppointmentTime, nzClockTime, nzLongDate } from "../../rules/appointment-time";
import type { RequestStatusView } from "../../rules/request-status";

/*
 * The request loop on the patient's status page (issue 22): the times a practice offered, each
 * with its own form to accept it, and, once a time is agreed, the appointment with the practice's
 * name, address and phone, its calendar file and a cancel with a confirm step. Every change is a
 * real form post to the page (the route's clientAction with JavaScript, the server's own handler
 * without), and the confirm step is a link, so all of it works without JavaScript and by keyboard.
 */

const APPOINTMENT_HEADING = "appointment-heading";

/**
 * Takes focus to the appointment when one is agreed while the page is open (an accepted time
 * replaces the button just pressed), rather than leaving it on the page's body; not when the page
 * merely opens on it. Called by the page, which stays mounted across the change.
 */
export function useFocusOnAgreedAppointment(start: string | null) {
  const earlier = useRef(start);
  useEffect(() => {
    if (start && start !== earlier.current && document.activeElement === document.body) {
      document.getElementById(APPOINTMENT_HEADING)?.focus();
    }
    earlier.current = start;
  }, [start]);
}

export function OfferedTimes({ view, busy }: { view: RequestStatusView; busy: boolean }) {
  return (
    <section aria-labelledby="offered-heading" className="card border-brand-300 p-5 sm:p-6">
      <h2 id="offered-heading" className="text-lg font-bold">
        Choose a time
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        The practice cannot see you at the time you asked for, and offers{" "}
        {view.offeredTimes.length === 1 ? "this time" : "these times"} instead (New Zealand time). Accept the one that
        suits you: the practice is told at once and we e-mail you the details.
      </p>
      <ul className="mt-4 space-y-3">
        {view.offeredTimes.map((time) => (
          <li
            key={time}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
          >
            <p>
              <time dateTime={time} className="block font-semibold text-ink">
                {nzLongDate(time)}
              </time>
              <span className="text-slate-700">{nzClockTime(time)}</span>
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="accept" />
              <input type="hidden" name="time" value={time} />
              <button type="submit" className="btn-primary" disabled={busy}>
                Accept this time<span className="sr-only"> for {nzAppointmentTime(time)}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">
        None of these suits you? Withdraw your request below, or contact us.
      </p>
    </section>
  );
}

export function Appointment({
  practice,
  appointment,
  canCancel,
  token,
  confirmingCancel,
  busy,
}: {
  practice: NonNullable<RequestStatusView["practice"]>;
  appointment: NonNullable<RequestStatusView["appointment"]>;
  canCancel: boolean;
  token: string;
  confirmingCancel: boolean;
  busy: boolean;
}) {
  return (
    <section aria-labelledby={APPOINTMENT_HEADING} className="card border-brand-300 p-5 sm:p-6">
      <h2 id={APPOINTMENT_HEADING} tabIndex={-1} className="text-lg font-bold">
        Your appointment
      </h2>
      <p className="mt-3 text-xl font-bold text-brand-900">
        <time dateTime={appointment.start}>{nzAppointmentTime(appointment.start)}</time>
      </p>
      <p className="text-sm text-slate-700">
        New Zealand time{appointment.minutes ? `, ${appointment.minutes} minutes` : ""}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm sm:text-base">
        <dt className="text-slate-700">Practice</dt>
        <dd className="font-medium text-ink">{practice.name}</dd>
        <dt className="text-slate-700">Address</dt>
        <dd className="font-medium text-ink">{practice.address}</dd>
        <dt className="text-slate-700">Phone</dt>
        <dd>
          <a href={telHref(practice.phone)} className="font-semibold text-brand-800 underline">
            {practice.phone}
          </a>
        </dd>
      </dl>
      <p className="mt-5 flex flex-wrap gap-3">
        <a href={appointment.calendarPath} download className="btn-secondary">
          Add to calendar (.ics)
        </a>
      </p>
      {canCancel && (
        <CancelAppointment token={token} start={appointment.start} confirming={confirmingCancel} busy={busy} />
      )}
    </section>
  );
}

function CancelAppointment({
  token,
  start,
  confirming,
  busy,
}: {
  token: string;
  start: string;
  confirming: boolean;
  busy: boolean;
}) {
  if (!confirming) {
    return (
      <p className="mt-5 border-t border-slate-200 pt-4 text-sm text-slate-700">
        Can&rsquo;t make it?{" "}
        <Link
          to={`${paths.requestStatus(token)}?confirm=cancel`}
          preventScrollReset
          className="font-semibold text-brand-800 underline"
        >
          Cancel this appointment
        </Link>
      </p>
    );
  }
  return <ConfirmCancel token={token} start={start} busy={busy} />;
}

function ConfirmCancel({ token, start, busy }: { token: string; start: string; busy: boolean }) {
  const question = useRef<HTMLParagraphElement>(null);
  // Arriving from the link: the question is what to read next.
  useEffect(() => question.current?.focus(), []);
  return (
    <Form method="post" className="mt-5 rounded-lg border border-red-200 bg-red-50 p-4">
      <input type="hidden" name="intent" value="cancel" />
      <p ref={question} tabIndex={-1} className="font-semibold text-red-900">
        Cancel your appointment on {nzAppointmentTime(start)}? We will tell the practice. This cannot be undone.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="submit" className="btn-danger" disabled={busy}>
          {busy ? "Cancelling…" : "Yes, cancel my appointment"}
        </button>
        <Link to={paths.requestStatus(token)} preventScrollReset className="btn-secondary">
          Keep my appointment
        </Link>
      </div>
    </Form>
  );
}
