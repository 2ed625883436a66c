import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useParams } from "react-router";

import type { Route } from "./+types/request-status";
import { AttendanceNotice } from "../components/attendance-notice";
import { ButtonLinks } from "../components/button-links";
import { PageHeader } from "../components/page-header";
import { ReceiptBox } from "../components/request-receipt";
import { Appointment, OfferedTimes, useFocusOnAgreedAppointment } from "../components/request-appointment";
import { RequestSteps } from "../components/request-steps";
import { TitledSection } from "../components/titled-section";
import { WaitlistForm } from "../components/waitlist-form";
import { SITE } from "../content/site";
import { RETENTION } from "../../rules/retention";
import { apiPaths } from "../../rules/api-paths";
import { paths } from "../../rules/paths";
import { nzDateTimeText } from "../../rules/nz-time";
import { PAGE_POST_PROBLEMS, type PagePostProblem, type RequestStatusView } from "../../rules/request-status";

// Private to whoever holds the link: never indexed, and the address is never sent on as a Referer.
export const meta: Route.MetaFunction = () => [
  { title: `Your booking request | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/** What went wrong, in words: a server redirect's code (no JavaScript) or the API's refusal. */
function problemFrom(url: URL): string | null {
  const code = url.searchParams.get("problem");
  return code && Object.hasOwn(PAGE_POST_PROBLEMS, code) ? PAGE_POST_PROBLEMS[code as PagePostProblem] : null;
}

/** Rendered on the server for each request (never cached), so the page works without JavaScript. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const view = await context.requestStatus(params.token);
  if (!view) return data({ kind: "missing" as const }, { status: 404 });
  const url = new URL(request.url);
  return {
    kind: "found" as const,
    view,
    problem: problemFrom(url),
    confirming: (["cancel", "withdraw"] as const).find((c) => c === url.searchParams.get("confirm")) ?? null,
    // Just sent from a browser without JavaScript (the form service's 303): this is its confirmation.
    sentFrom: url.searchParams.has("sent") ? url.origin : null,
    // The practice said the patient did not attend (issue 35): they may say they did.
    attendance: await context.didNotAttend.notice(params.token),
    // A confirmed appointment ahead may ask to hear of an earlier time (issue 37 item 5).
    waitlist: await context.waitlist.statusPart(params.token),
    waitlistPosted: {
      outcome: url.searchParams.get("waitlist"),
      until: url.searchParams.get("until"),
      scope: url.searchParams.get("scope"),
    },
  };
}

type Intent = "withdraw" | "accept" | "cancel";
export type ActionResult = { ok: boolean; intent: Intent; error: string | null };

/**
 * With JavaScript the page's forms go to the JSON API; without it they post to the page's own
 * address, which the server answers with a redirect back here (server/booking/patient-routes.ts).
 */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = (["accept", "cancel"] as const).find((i) => i === form.get("intent")) ?? "withdraw";
  try {
    const response = await fetch(`${apiPaths.requestStatus(params.token)}/${intent}`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(intent === "accept" ? { time: String(form.get("time") ?? "") } : {}),
    });
    if (response.ok) {
      // Back to the page without "?confirm=…": its loader shows what changed.
      return redirect(paths.requestStatus(params.token));
    }
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    return { ok: false, intent, error: response.status === 409 ? (answer.error ?? null) : null } satisfies ActionResult;
  } catch {
    return { ok: false, intent, error: null } satisfies ActionResult;
  }
}

const dateOnly = new Intl.DateTimeFormat("en-NZ", { dateStyle: "full", timeZone: "UTC" });

function Summary({ view }: { view: RequestStatusView }) {
  const rows: [string, string | null][] = [
    ["Service", view.service],
    ["Location", view.city],
    ["Preferred date", view.preferredDate ? dateOnly.format(new Date(`${view.preferredDate}T00:00:00Z`)) : null],
    ["Preferred time", view.preferredTime],
    ["Sent", nzDateTimeText(view.receivedAt)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm sm:text-base">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The box's words: an open request can be withdrawn; a closed one has nothing left to withdraw, only details to erase. */
const WITHDRAW_WORDS = {
  open: {
    heading: "No longer need this appointment?",
    text: "You can withdraw this request at any time. We close it and erase your name, contact details and message; we keep only a record that the request existed and when it changed.",
    failed: "Your request could not be withdrawn just now.",
    confirm: "Withdraw this request and erase your details? This cannot be undone.",
    yes: "Yes, withdraw my request",
    busy: "Withdrawing…",
    keep: "Keep my request",
    start: "Withdraw my request…",
  },
  closed: {
    heading: "Erase your details",
    text: `This request is closed. We delete closed requests after ${RETENTION.months} months; you can have your name, contact details and message erased now instead. We keep only a record that the request existed and when it changed.`,
    failed: "Your details could not be erased just now.",
    confirm: "Erase your name, contact details and message now? This cannot be undone.",
    yes: "Yes, erase my details",
    busy: "Erasing…",
    keep: "Keep my details",
    start: "Erase my details…",
  },
} as const;

/** The confirm step is a link to `?confirm=withdraw`, and the change a form post: both work without JavaScript. */
function Withdraw({
  view,
  token,
  confirming,
  busy,
  failed,
}: {
  view: RequestStatusView;
  token: string;
  confirming: boolean;
  busy: boolean;
  failed: boolean;
}) {
  const words = WITHDRAW_WORDS[view.status === "closed" ? "closed" : "open"];
  const question = useRef<HTMLParagraphElement>(null);
  // Arriving from the link: the question is what to read next.
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  return (
    <TitledSection
      id="withdraw-heading"
      title={words.heading}
      className="card p-5 sm:p-6"
      headingClassName="text-lg font-bold"
    >
      <p className="mt-2 text-sm text-slate-700">{words.text}</p>
      {failed && (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {words.failed} Please try again, or call us on {SITE.phone}.
        </p>
      )}
      {confirming ? (
        <Form method="post" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4">
          <input type="hidden" name="intent" value="withdraw" />
          <p ref={question} tabIndex={-1} className="font-semibold text-red-900">
            {words.confirm}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="submit" className="btn-danger" disabled={busy}>
              {busy ? words.busy : words.yes}
            </button>
            <Link to={paths.requestStatus(token)} preventScrollReset className="btn-secondary">
              {words.keep}
            </Link>
          </div>
        </Form>
      ) : (
        <Link
          to={`${paths.requestStatus(token)}?confirm=withdraw`}
          preventScrollReset
          className="btn-secondary mt-4 inline-flex"
        >
          {words.start}
        </Link>
      )}
    </TitledSection>
  );
}

function NotFound() {
  return (
    <PageHeader
      title="We couldn't find that request"
      lead="Check that you copied the whole link from your confirmation."
    >
      <ButtonLinks
        links={[
          { to: paths.home(), label: "Go to the home page" },
          { to: paths.contact(), label: "Contact us" },
        ]}
      />
    </PageHeader>
  );
}

export default function RequestStatusPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === "missing") return <NotFound />;
  return (
    <Found view={loaded.view} problem={loaded.problem} confirming={loaded.confirming} sentFrom={loaded.sentFrom}>
      {loaded.waitlist && <WaitlistForm part={loaded.waitlist} posted={loaded.waitlistPosted} />}
      {loaded.attendance && <AttendanceNotice notice={loaded.attendance} />}
    </Found>
  );
}

function Found({
  view,
  problem,
  confirming,
  sentFrom,
  children,
}: {
  children?: React.ReactNode;
  view: RequestStatusView;
  problem: string | null;
  confirming: "cancel" | "withdraw" | null;
  /** The site's origin when the booking was just sent without JavaScript, for its status link. */
  sentFrom: string | null;
}) {
  const token = useParams().token ?? "";
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const answer = useActionData<ActionResult>();
  // A failed withdrawal is said in its own box; the others above everything.
  const refused = answer?.intent === "withdraw" ? undefined : answer;
  const failure =
    problem ??
    (refused && !refused.ok
      ? (refused.error ?? `That did not work just now. Please try again, or call us on ${SITE.phone}.`)
      : null);
  const withdrawn = view.status === "withdrawn";
  useFocusOnAgreedAppointment(view.appointment?.start ?? null);
  // Erasing a request that was already closed withdrew nothing: say only what happened.
  const closedFirst = view.timeline.some((t) => t.status === "closed");
  const message = useRef<HTMLParagraphElement>(null);
  // The withdraw button has gone with the form: take focus to the news rather than drop it.
  useEffect(() => {
    if (withdrawn && document.activeElement === document.body) message.current?.focus();
  }, [withdrawn]);
  return (
    <>
      {sentFrom ? (
        <PageHeader title="Booking Request Received" lead="Thank you. We have your request: this page follows it." />
      ) : (
        <PageHeader title="Your booking request">
          <p className="mt-3 text-lg text-slate-700">
            Reference <strong className="font-mono tracking-wide text-ink">{view.reference}</strong>
          </p>
        </PageHeader>
      )}
      <div className="container-page pb-16">
        <div className="grid max-w-5xl gap-6 lg:grid-cols-5 lg:items-start">
          <div className="space-y-6 lg:col-span-3">
            {sentFrom && (
              <ReceiptBox
                reference={view.reference}
                statusLink={{ path: paths.requestStatus(token), origin: sentFrom }}
              />
            )}
            {failure && (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
                {failure}
              </p>
            )}
            {view.practice && view.appointment && (
              <Appointment
                practice={view.practice}
                appointment={view.appointment}
                canCancel={view.canCancel}
                token={token}
                confirmingCancel={confirming === "cancel"}
                busy={busy}
              />
            )}
            {view.offeredTimes.length > 0 && <OfferedTimes view={view} busy={busy} />}
            {children}
            <TitledSection
              id="progress-heading"
              title="Where your request is"
              className="card p-5 sm:p-6"
              headingClassName="text-lg font-bold"
            >
              {view.notice && (
                <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {view.notice}
                </p>
              )}
              {withdrawn && (
                <p
                  ref={message}
                  tabIndex={-1}
                  role="status"
                  className="mt-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
                >
                  {closedFirst
                    ? "Your personal details have been erased."
                    : "Your request has been withdrawn and your personal details erased."}
                </p>
              )}
              <div className="mt-5">
                <RequestSteps view={view} />
              </div>
            </TitledSection>
          </div>
          <div className="space-y-6 lg:col-span-2">
            <TitledSection
              id="summary-heading"
              title="What you asked for"
              className="card p-5 sm:p-6"
              headingClassName="text-lg font-bold"
            >
              <div className="mt-3">
                <Summary view={view} />
              </div>
            </TitledSection>
            {!withdrawn && (
              <Withdraw
                view={view}
                token={token}
                confirming={confirming === "withdraw"}
                busy={busy}
                failed={answer?.intent === "withdraw" && !answer.ok}
              />
            )}
          </div>
        </div>
        <p className="mt-8 max-w-3xl text-sm text-slate-700">
          This page is private to you: anyone with its link can see it, so keep the link to yourself.{" "}
          {withdrawn ? "Need an appointment after all?" : "To change your request,"}{" "}
          <Link to={withdrawn ? paths.book() : paths.contact()} className="font-semibold text-brand-800 underline">
            {withdrawn ? "Make a new request" : "contact us"}
          </Link>
          {withdrawn ? (
            "."
          ) : (
            <>
              {" "}
              or call{" "}
              <a href={SITE.phoneHref} className="font-semibold text-brand-800 underline">
                {SITE.phone}
              </a>
              , quoting your reference.
            </>
          )}
        </p>
      </div>
    </>
  );
}
