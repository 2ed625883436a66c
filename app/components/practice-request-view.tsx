import { type AnswerFormState, ConfirmForm, DeclineForm, OfferForm } from "./practice-answer-forms";
import { TitledSection } from "./titled-section";
import { slotInputValue } from "../../forms/booking-time";
import { displayValue } from "../../forms/display";
import { URGENCY_OPTIONS } from "../../forms/options";
import type { PracticeRequestView } from "../../rules/api/practice-request";
import { nzAppointmentTime } from "../../rules/appointment-time";
import { ANSWERABLE, declinedAsNotTakingNew } from "../../rules/booking-loop";
import { practicePaths } from "../../rules/private-paths";
import { Notice } from "./notice";

/*
 * One booking request as a practice sees it: where it stands, the patient and their request, and
 * the three answers. Shown by the e-mailed link (routes/practice-request.tsx) and by the signed-in
 * practice's account (routes/practice-inbox-request.tsx), which answer through the same server code.
 */

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
      {view.status === "declined" && declinedAsNotTakingNew(view.declineReason) && (
        <span className="mt-2 block">
          Your listing now says you are not taking new adult patients.{" "}
          <a href={practicePaths.listing()} className="font-semibold underline">
            Turn it back on in your listing
          </a>{" "}
          when you are.
        </span>
      )}
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
    ["Insurance or funding", view.insurance],
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
      // Starts at the day and time the patient asked for: often what the practice confirms.
      form: (
        <ConfirmForm
          state={state}
          defaultDate={view.preferredDate ?? undefined}
          defaultTime={slotInputValue(view.preferredTime)}
        />
      ),
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

/**
 * The request and its answers, as the e-mailed link and the account show it: a refused answer's
 * reason, the "not sent" notice after invalid fields, where the request stands, its details and,
 * while it can still be answered, the three answers.
 */
export function RequestAndAnswers({
  view,
  refusal,
  state,
}: {
  view: PracticeRequestView;
  refusal?: string;
  state?: AnswerFormState;
}) {
  return (
    <>
      {refusal && <Notice tone="alert">{refusal}</Notice>}
      {state && <Notice tone="alert">Your answer was not sent: please check the fields marked below.</Notice>}
      <StandNotice view={view} />
      <Details view={view} />
      {ANSWERABLE.includes(view.status) && <Answers view={view} state={state} />}
    </>
  );
}
