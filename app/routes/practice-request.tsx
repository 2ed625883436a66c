import { data, isRouteErrorResponse, redirect, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-request";
import { PageHeader } from "../components/page-header";
import { type AnswerFormState, ConfirmForm, DeclineForm, OfferForm } from "../components/practice-answer-forms";
import { TitledSection } from "../components/titled-section";
import { SITE } from "../content/site";
import { displayValue } from "../../forms/display";
import { URGENCY_OPTIONS } from "../../forms/options";
import type { PracticeRequestView } from "../../rules/api/practice-request";
import { nzAppointmentTime } from "../../rules/appointment-time";
import { ANSWERABLE } from "../../rules/booking-loop";
import { practiceRequestPath } from "../../rules/paths";

// A practice's private link to one booking request: rendered on the server for each request
// (never prerendered or cached), never indexed, its address never sent on as a Referer.
export const meta: Route.MetaFunction = () => [
  { title: `Booking request | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.practiceRequests.page(params.token);
  if (found.kind === "missing") return data(found, { status: 404 });
  if (found.kind === "expired") return data(found, { status: 410 });
  return found;
}

const ANSWER_STATUS = { invalid: 400, refused: 409, missing: 404, expired: 410 } as const;

export async function action({ params, context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  const result = await context.practiceRequests.answer(params.token, values);
  // Answered: back to the page (a GET), so reloading it does not post the answer again.
  if (result.kind === "answered") return redirect(practiceRequestPath(params.token));
  return data(result, { status: ANSWER_STATUS[result.kind] });
}

// Times read as in the e-mails that brought the practice here ("Thursday 3 December 2026, 10:30 am").
const when = nzAppointmentTime;
const dateOnly = new Intl.DateTimeFormat("en-NZ", { dateStyle: "full", timeZone: "UTC" });

/** Where the request stands, and what the practice can still do here (PRACTICE_REQUEST_MOVES). */
function StandNotice({ view }: { view: PracticeRequestView }) {
  const lines: Record<PracticeRequestView["status"], string> = {
    waiting: "The patient is waiting for your answer. Choose one of the three answers below.",
    offered: `You offered ${view.offeredTimes.map(when).join("; ")}. We have e-mailed the patient to choose one. You can still confirm a time, offer other times or decline.`,
    confirmed: view.appointment
      ? `You confirmed ${when(view.appointment.start)} (${view.appointment.minutes} minutes). We have e-mailed the patient. To change it, call the patient.`
      : "You confirmed a time. We have e-mailed the patient.",
    declined: `You declined this request${view.declineReason ? ` (“${view.declineReason}”)` : ""}. We are finding the patient another practice; nothing more is needed from you.`,
    cancelled: "The patient cancelled this appointment. The time is free again; nothing more is needed from you.",
    withdrawn: "The patient withdrew this request and their details were erased. Nothing more is needed from you.",
    superseded: "This request has been passed to another practice. Nothing more is needed from you.",
  };
  const done = !ANSWERABLE.includes(view.status);
  return (
    <p
      role="status"
      className={`rounded-lg border px-4 py-3 ${done ? "border-slate-300 bg-slate-50 text-slate-900" : "border-brand-200 bg-brand-50 text-brand-900"}`}
    >
      {lines[view.status]}
    </p>
  );
}

function Details({ view }: { view: PracticeRequestView }) {
  const phone = view.patient?.phone ?? "";
  const rows: [string, React.ReactNode][] = [
    [
      "Patient",
      view.patient
        ? `${view.patient.firstName} ${view.patient.lastName}`
        : // The server shows the patient only to the practice holding the request (a withdrawal erased them).
          view.status === "withdrawn"
          ? "Details erased"
          : "No longer shown to your practice",
    ],
    ["Phone", phone && <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{displayValue("booking", "phone", phone)}</a>],
    ["E-mail", view.patient?.email && <a href={`mailto:${view.patient.email}`}>{view.patient.email}</a>],
    ["Service", view.service],
    ["Urgency", URGENCY_OPTIONS.find((o) => o.value === view.urgency)?.label ?? view.urgency],
    ["Preferred date", view.preferredDate && dateOnly.format(new Date(`${view.preferredDate}T00:00:00Z`))],
    ["Preferred time", view.preferredTime],
    ["Dentist asked for", `${view.dentist.name}, ${view.dentist.practice}`],
    ["Patient's notes", view.message],
    ["Sent", when(view.sentAt)],
  ];
  return (
    <TitledSection
      id="details-heading"
      title="The patient and their request"
      className="card p-5 sm:p-6"
      headingClassName="text-lg font-bold"
    >
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="font-medium whitespace-pre-line text-ink [overflow-wrap:anywhere] [&_a]:text-brand-800 [&_a]:underline">
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
      </dl>
    </TitledSection>
  );
}

function Answers({ view, state }: { view: PracticeRequestView; state?: AnswerFormState }) {
  const sections = [
    {
      id: "confirm",
      title: "Confirm a time",
      form: <ConfirmForm state={state} defaultDate={view.preferredDate ?? undefined} />,
    },
    { id: "offer", title: "Offer other times (up to three)", form: <OfferForm state={state} /> },
    { id: "decline", title: "Decline", form: <DeclineForm state={state} /> },
  ];
  return (
    <>
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={`${s.id}-heading`} className="card p-5 sm:p-6">
          <h2 id={`${s.id}-heading`} className="text-lg font-bold">
            {s.title}
          </h2>
          {s.form}
        </section>
      ))}
    </>
  );
}

export default function PracticeRequestPage() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  if (loaded.kind === "missing")
    return (
      <Gone title="This link does not open a request" text="Check that the whole address from the e-mail was copied." />
    );
  if (loaded.kind === "expired") {
    return (
      <Gone
        title="This link has expired"
        text={`Links to a booking request work for 14 days; this one (request ${loaded.reference}) expired on ${when(loaded.expiresAt)}. If you still need it, call us on ${SITE.phone}, quoting the reference.`}
      />
    );
  }
  // After a refused answer, the request as it is now; otherwise as loaded.
  const view = answered?.kind === "refused" ? answered.view : loaded.view;
  const state = answered?.kind === "invalid" ? answered : undefined;
  return (
    <>
      <PageHeader
        title={
          <>
            Booking request <span className="whitespace-nowrap">{view.reference}</span>
          </>
        }
        lead={`For ${view.dentist.name} at ${view.dentist.practice}.`}
      />
      <div className="container-page max-w-3xl space-y-5 pb-14">
        {answered?.kind === "refused" && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
            {answered.message}
          </p>
        )}
        {state && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
            Your answer was not sent: please check the fields marked below.
          </p>
        )}
        <StandNotice view={view} />
        <Details view={view} />
        {ANSWERABLE.includes(view.status) && <Answers view={view} state={state} />}
        <p className="text-sm text-slate-600">
          This page is for your practice only and works until {when(view.expiresAt)}. Questions? Call us on {SITE.phone}
          .
        </p>
      </div>
    </>
  );
}

function Gone({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="container-page max-w-3xl pb-14">
        <p className="text-lg text-slate-800">{text}</p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 400) {
    return <Gone title="That answer could not be read" text="Please go back, reload the page and try again." />;
  }
  throw error;
}
