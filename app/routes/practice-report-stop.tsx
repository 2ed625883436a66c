import { data, Form, Link, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-report-stop";
import { PageHeader } from "../components/page-header";
import { SITE } from "../content/site";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";

// The monthly report e-mail's "Stop these monthly e-mails" link (a signed link for one person in
// one practice). Opening it changes nothing (mail scanners open links too): its button does.
export const meta: Route.MetaFunction = () => [
  { title: `Monthly report | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await context.practiceAccount.reportStopState(params.token);
  return state.kind === "valid" ? { ...state, stopped: false } : data(state, { status: 404 });
}

export async function action({ params, context }: Route.ActionArgs) {
  const state = await context.practiceAccount.stopReport(params.token);
  return state.kind === "valid" ? { ...state, stopped: true } : data(state, { status: 404 });
}

export default function PracticeReportStop() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const state = posted ?? loaded;
  if (state.kind !== "valid") {
    return (
      <>
        <PageHeader title="This link does not stop a report" />
        <div className="container-page max-w-xl space-y-4 pb-14">
          <p className="text-lg text-slate-800">
            Check that the whole address from the e-mail was copied, or sign in and choose in your settings.
          </p>
          <p>
            <Link to={paths.practiceSignIn()} className="btn-primary">
              Practice sign in
            </Link>
          </p>
        </div>
      </>
    );
  }
  if (state.stopped) {
    return (
      <>
        <PageHeader title="Monthly report stopped" />
        <div className="container-page max-w-xl space-y-4 pb-14">
          <p role="status" className="text-lg text-slate-800">
            You will not get {state.practiceName}&rsquo;s monthly report any more. Nobody else&rsquo;s changes.
          </p>
          <p className="text-slate-800">
            Changed your mind? Sign in and choose it again in{" "}
            <Link to={practicePaths.settings()} className="font-semibold text-brand-800 underline">
              your settings
            </Link>
            .
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Stop the monthly report?"
        lead={`The monthly figures e-mail for ${state.practiceName}, for you only.`}
      />
      <div className="container-page max-w-xl pb-14">
        <Form method="post">
          <button type="submit" className="btn-primary">
            Stop my monthly report
          </button>
        </Form>
      </div>
    </>
  );
}
