import { useParams } from "react-router";

import type { PatientReviewNotice } from "../../rules/api/reviews-after";
import { nzAppointmentTime } from "../../rules/appointment-time";
import { nzDateTimeText } from "../../rules/nz-time";
import { requestAttendedPath } from "../../rules/private-paths";

/**
 * On the patient's status page: the practice said they did not attend (issue 35 item 2), so they
 * are not invited to review; a plain form (no script needed) says they did, for a moderator.
 */
export function AttendanceNotice({ notice }: { notice: PatientReviewNotice }) {
  const token = useParams().token ?? "";
  return (
    <section aria-labelledby="attendance-heading" className="card p-5 sm:p-6">
      <h2 id="attendance-heading" className="text-lg font-bold">
        Your review of this visit
      </h2>
      <p className="mt-2 text-slate-800">
        {notice.practiceName} told us you did not attend your appointment on {nzAppointmentTime(notice.start)}, so we
        will not ask you to review it.
      </p>
      {notice.disputedAt ? (
        <p role="status" className="mt-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-brand-900">
          You told us on {nzDateTimeText(notice.disputedAt)} that you did attend. A moderator checks it with the
          practice.
        </p>
      ) : (
        <form method="post" action={requestAttendedPath(token)} className="mt-3">
          <button type="submit" className="btn-secondary">
            I did attend
          </button>
        </form>
      )}
    </section>
  );
}
