import { Form } from "react-router";

import type { DidNotAttendState } from "../../rules/api/reviews-after";
import { nzAppointmentTime } from "../../rules/appointment-time";

/**
 * The practice's "the patient did not attend" (issue 35 item 2), on its request page after a
 * confirmed appointment: a plain form post to the page's action, within 3 days of the appointment.
 */
export function DidNotAttend({
  state,
  answer,
}: {
  state: DidNotAttendState;
  answer?: { ok: boolean; message: string };
}) {
  if (!state.saidAt && !state.canSay && !answer) return null;
  return (
    <section aria-labelledby="attendance-heading" className="card p-5 sm:p-6">
      <h2 id="attendance-heading" className="text-lg font-bold">
        Did the patient attend?
      </h2>
      {answer && (
        <p
          role={answer.ok ? "status" : "alert"}
          className={`mt-2 rounded-lg border px-4 py-3 ${answer.ok ? "border-slate-300 bg-slate-50 text-slate-900" : "border-red-300 bg-red-50 text-red-900"}`}
        >
          {answer.message}
        </p>
      )}
      {state.saidAt && !answer ? (
        <p role="status" className="mt-2 text-slate-800">
          You told us on {nzAppointmentTime(state.saidAt)} that the patient did not attend. They will not be asked to
          review this visit.
        </p>
      ) : state.canSay && !answer?.ok ? (
        <>
          <p className="mt-2 text-slate-800">
            Every patient of a confirmed appointment is asked to review their visit. If this patient did not come, tell
            us by {state.until ? nzAppointmentTime(state.until) : "3 days after the appointment"}: they will not be
            asked, and we will tell them (they can say they did attend).
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="answer" value="did-not-attend" />
            <button type="submit" className="btn-secondary">
              The patient did not attend
            </button>
          </Form>
        </>
      ) : null}
    </section>
  );
}
