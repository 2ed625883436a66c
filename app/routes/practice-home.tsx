import { Form, Link, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-home";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { PracticeListingState } from "../components/practice-listing-state";
import { SITE } from "../content/site";
import type { PracticeRequestSummary } from "../../rules/api/practice-account";
import { nzAppointmentTime } from "../../rules/appointment-time";
import { practicePaths } from "../../rules/private-paths";
import { REQUEST_GROUP_LABELS, REQUEST_GROUPS } from "../../rules/practice-account";

// A practice's booking requests in one place (issue 36 item 5): every request sent to the
// practice, by group and practitioner, each answered on its own page as by the e-mailed link.
export const meta: Route.MetaFunction = () => [
  { title: `Booking requests | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const [requests, listing] = await Promise.all([
    context.practiceAccount.requests(request, { group: query.get("status"), dentist: query.get("dentist") }),
    context.practiceAccount.listingState(request),
  ]);
  // A new practice's listing state (issue 36 item 3), above its requests.
  const onboarding = listing.kind === "ok" ? listing.onboarding : null;
  return signedInOrRedirect(requests.kind === "ok" ? { ...requests, onboarding } : requests);
}

const sentOn = new Intl.DateTimeFormat("en-NZ", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Pacific/Auckland",
});

function RequestCard({ request }: { request: PracticeRequestSummary }) {
  const what =
    request.group === "new"
      ? "Waiting for your answer"
      : request.group === "waiting-for-patient"
        ? `Offered ${request.offeredTimes.map(nzAppointmentTime).join("; ")}`
        : request.appointment && request.status === "confirmed"
          ? nzAppointmentTime(request.appointment.start)
          : REQUEST_GROUP_LABELS[request.group];
  return (
    <li className="card flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-semibold">
          <Link to={practicePaths.request(request.id)} className="text-brand-800 underline">
            {request.reference}
          </Link>{" "}
          <span className="text-slate-700">· {request.patientName ?? "Patient not shown"}</span>
        </p>
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          {request.dentist.name}
          {request.service ? ` · ${request.service}` : ""}
          {request.urgency === "emergency" ? " · emergency" : request.urgency === "urgent" ? " · urgent" : ""}
        </p>
      </div>
      <div className="text-sm sm:text-right">
        <p className="font-medium">{what}</p>
        <p className="text-slate-700">Sent {sentOn.format(new Date(request.sentAt))}</p>
        {request.heldForSummary && (
          <p className="text-slate-700">
            In the summary e-mail at {nzAppointmentTime(request.heldForSummary)}, as your settings choose
          </p>
        )}
      </div>
    </li>
  );
}

export default function PracticeHome() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind !== "ok") return <NotAllowed result={loaded} />;
  const { list, me, onboarding } = loaded;
  const total = REQUEST_GROUPS.reduce((n, g) => n + list.counts[g], 0);
  return (
    <PracticeShell me={me} title="Booking requests">
      {onboarding && <PracticeListingState view={onboarding} />}
      <nav aria-label="Requests by status" className="flex flex-wrap gap-2">
        <Link
          to={practicePaths.home({ dentist: list.filter.dentist ?? undefined })}
          aria-current={list.filter.group === null ? "page" : undefined}
          className={list.filter.group === null ? "btn-primary" : "btn-secondary"}
        >
          All ({total})
        </Link>
        {REQUEST_GROUPS.map((group) => (
          <Link
            key={group}
            to={practicePaths.home({ status: group, dentist: list.filter.dentist ?? undefined })}
            aria-current={list.filter.group === group ? "page" : undefined}
            className={list.filter.group === group ? "btn-primary" : "btn-secondary"}
          >
            {REQUEST_GROUP_LABELS[group]} ({list.counts[group]})
          </Link>
        ))}
      </nav>
      {list.dentists.length > 1 && (
        <Form method="get" className="flex flex-wrap items-end gap-2">
          {list.filter.group && <input type="hidden" name="status" value={list.filter.group} />}
          <div>
            <label htmlFor="filter-dentist" className="field-label">
              Practitioner
            </label>
            <select id="filter-dentist" name="dentist" defaultValue={list.filter.dentist ?? ""} className="field-input">
              <option value="">Everyone</option>
              {list.dentists.map((d) => (
                <option key={d.ref} value={d.ref}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary h-11">
            Show
          </button>
        </Form>
      )}
      {list.requests.length === 0 ? (
        <p role="status" className="text-lg text-slate-800">
          {total === 0
            ? "No booking requests have been sent to your practice yet."
            : "No requests match these filters."}
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Requests">
          {list.requests.map((r) => (
            <RequestCard key={r.id} request={r} />
          ))}
        </ul>
      )}
    </PracticeShell>
  );
}
