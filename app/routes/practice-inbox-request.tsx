import { data, Link, redirect, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-inbox-request";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { RequestAndAnswers } from "../components/practice-request-view";
import { FreedTimeForm } from "../components/freed-time-form";
import { can } from "../../rules/practice-account";
import { SITE } from "../content/site";
import { nzAppointmentTime } from "../../rules/appointment-time";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";

// One request, for a signed-in practice user: the same view and answers as the e-mailed link
// (the booking loop's code answers both, so a request is answered once, whoever answers it).
export const meta: Route.MetaFunction = () => [
  { title: `Booking request | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = signedInOrRedirect(await context.practiceAccount.request(request, params.id));
  if ("kind" in result && result.kind === "ok" && result.page.kind !== "found") {
    return data(result, { status: result.page.kind === "missing" ? 404 : 410 });
  }
  return result;
}

const ANSWER_STATUS = { invalid: 400, refused: 409, missing: 404, expired: 410 } as const;

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  const result = await context.practiceAccount.answer(request, params.id, values);
  if (result.kind === "signed-out") return redirect(paths.practiceSignIn());
  if (result.kind !== "ok") return data(result, { status: 403 });
  // Answered: back to the page (a GET), so reloading it does not post the answer again.
  if (result.result.kind === "answered") return redirect(practicePaths.request(params.id));
  return data(result, { status: ANSWER_STATUS[result.result.kind] });
}

export default function PracticeInboxRequest({ params }: Route.ComponentProps) {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (posted && posted.kind !== "ok") return <NotAllowed result={posted} />;
  if (loaded.kind !== "ok") return <NotAllowed result={loaded} />;
  const { me, page } = loaded;
  if (page.kind !== "found") {
    return (
      <PracticeShell me={me} title="Request not found">
        <p className="text-lg text-slate-800">
          {page.kind === "missing"
            ? "Your practice has no request at this address."
            : `Request ${page.reference} closed on ${nzAppointmentTime(page.expiresAt)}.`}
        </p>
        <p>
          <Link to={practicePaths.home()} className="text-brand-800 underline">
            All requests
          </Link>
        </p>
      </PracticeShell>
    );
  }
  const answered = posted?.kind === "ok" ? posted.result : undefined;
  const view = answered?.kind === "refused" ? answered.view : page.view;
  const state = answered?.kind === "invalid" ? answered : undefined;
  return (
    <PracticeShell
      me={me}
      title={
        <>
          Booking request <span className="whitespace-nowrap">{view.reference}</span>
        </>
      }
    >
      <p>
        <Link to={practicePaths.home()} className="text-brand-800 underline">
          ← All requests
        </Link>
      </p>
      <RequestAndAnswers
        view={view}
        refusal={answered?.kind === "refused" ? answered.message : undefined}
        state={state}
      />
      {/* "Offer a freed time" (issue 37 item 5): whoever may answer requests. */}
      {can(me.current.role, "answer-requests") && <FreedTimeForm action={practicePaths.freedTime(params.id)} />}
    </PracticeShell>
  );
}
