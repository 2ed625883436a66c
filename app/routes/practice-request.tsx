import { data, isRouteErrorResponse, redirect, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-request";
import { PageHeader } from "../components/page-header";
import { DidNotAttend } from "../components/did-not-attend-form";
import { FreedTimeForm } from "../components/freed-time-form";
import { RequestAndAnswers } from "../components/practice-request-view";
import { SITE } from "../content/site";
import { nzAppointmentTime } from "../../rules/appointment-time";
import { practiceRequestPath } from "../../rules/paths";
import { practiceFreedTimePath } from "../../rules/private-paths";
import { MessagePage } from "../components/message-page";

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
  return { ...found, attendance: await context.didNotAttend.state(params.token) };
}

const ANSWER_STATUS = { invalid: 400, refused: 409, missing: 404, expired: 410 } as const;

export async function action({ params, context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  if (values.answer === "did-not-attend") {
    const said = await context.didNotAttend.say(params.token);
    return data({ kind: "attendance" as const, ...said }, { status: said.ok ? 200 : 409 });
  }
  const result = await context.practiceRequests.answer(params.token, values);
  // Answered: back to the page (a GET), so reloading it does not post the answer again.
  if (result.kind === "answered") return redirect(practiceRequestPath(params.token));
  return data(result, { status: ANSWER_STATUS[result.kind] });
}

const when = nzAppointmentTime;

export default function PracticeRequestPage({ params }: Route.ComponentProps) {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  if (loaded.kind === "missing")
    return (
      <MessagePage
        title="This link does not open a request"
        text="Check that the whole address from the e-mail was copied."
      />
    );
  if (loaded.kind === "expired") {
    return (
      <MessagePage
        title="This link has expired"
        text={`Links to a booking request work for 14 days; this one (request ${loaded.reference}) expired on ${when(loaded.expiresAt)}. If you still need it, call us on ${SITE.phone}, quoting the reference.`}
      />
    );
  }
  // After a refused answer, the request as it is now; otherwise as loaded.
  const view = answered?.kind === "refused" ? answered.view : loaded.view;
  const attendance = answered?.kind === "attendance" ? answered : undefined;
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
        <RequestAndAnswers
          view={view}
          refusal={answered?.kind === "refused" ? answered.message : undefined}
          state={state}
        />
        {loaded.attendance && <DidNotAttend state={loaded.attendance} answer={attendance} />}
        <FreedTimeForm action={practiceFreedTimePath(params.token)} />
        <p className="text-sm text-slate-600">
          This page is for your practice only and works until {when(view.expiresAt)}. Questions? Call us on {SITE.phone}
          .
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 400) {
    return <MessagePage title="That answer could not be read" text="Please go back, reload the page and try again." />;
  }
  throw error;
}
