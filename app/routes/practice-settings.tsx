import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-settings";
import { PageHeader } from "../components/page-header";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { SITE } from "../content/site";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
import { DIGEST_LABELS, DIGEST_MODES, SUMMARY_TIMES } from "../../rules/practice-settings";
import { REMIND_AFTER_WORKING_HOURS } from "../../rules/booking-loop";
import { Notice } from "../components/notice";

// The practice's settings (issue 36 item 5): how new requests reach its booking address (each at
// once, or a summary twice a day; owners and managers change it), and each person's monthly report.
export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${new URLSearchParams(location.search).has("stop") ? "Monthly report" : "Settings"} | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The monthly report e-mail's stop link (?stop=): shown to whoever holds it, signed in or not.
  const stop = new URL(request.url).searchParams.get("stop");
  if (stop !== null) {
    const state = await context.practiceAccount.reportStopState(stop);
    return state.kind === "valid"
      ? { kind: "stop" as const, practiceName: state.practiceName, token: stop }
      : data({ kind: "stop-missing" as const }, { status: 404 });
  }
  return signedInOrRedirect(await context.practiceAccount.settings(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  if (values.intent === "stop-report") {
    const state = await context.practiceAccount.stopReport(values.token ?? "");
    return state.kind === "valid"
      ? { kind: "stopped" as const, intent: "stop-report" as const, practiceName: state.practiceName }
      : data({ kind: "stop-missing" as const, intent: "stop-report" as const }, { status: 404 });
  }
  const intent = values.intent === "report" ? "report" : "digest";
  const saved =
    intent === "report"
      ? await context.practiceAccount.saveReportChoice(request, { monthlyReport: values.monthlyReport ?? "" })
      : await context.practiceAccount.saveDigest(request, { digest: values.digest ?? "" });
  if (saved.kind === "signed-out") return redirect(paths.practiceSignIn());
  if (saved.kind === "forbidden")
    return data({ kind: "forbidden" as const, intent, message: saved.message }, { status: 403 });
  if (saved.kind !== "ok")
    return data({ kind: "forbidden" as const, intent, message: "You are not in a practice." }, { status: 403 });
  if (saved.result.kind === "invalid") return data({ ...saved.result, intent }, { status: 400 });
  return { kind: "saved" as const, intent };
}

/** The monthly report e-mail's stop link: its button, what it did, or a link that is not ours. */
function StopReport({
  practiceName,
  token,
  stopped,
}: {
  practiceName: string | null;
  token: string;
  stopped: boolean;
}) {
  if (practiceName === null) {
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
  if (stopped) {
    return (
      <>
        <PageHeader title="Monthly report stopped" />
        <div className="container-page max-w-xl space-y-4 pb-14">
          <p role="status" className="text-lg text-slate-800">
            You will not get {practiceName}&rsquo;s monthly report any more. Nobody else&rsquo;s changes.
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
        lead={`The monthly figures e-mail for ${practiceName}, for you only.`}
      />
      <div className="container-page max-w-xl pb-14">
        <Form method="post">
          <input type="hidden" name="intent" value="stop-report" />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary">
            Stop my monthly report
          </button>
        </Form>
      </div>
    </>
  );
}

export default function PracticeSettings() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (posted?.intent === "stop-report") {
    return <StopReport practiceName={posted.kind === "stopped" ? posted.practiceName : null} token="" stopped />;
  }
  if (loaded.kind === "stop")
    return <StopReport practiceName={loaded.practiceName} token={loaded.token} stopped={false} />;
  if (loaded.kind === "stop-missing") return <StopReport practiceName={null} token="" stopped={false} />;
  if (loaded.kind !== "ok") return <NotAllowed result={loaded} />;
  const { me, settings } = loaded;
  const errors = posted?.kind === "invalid" ? posted.errors : {};
  const message = (intent: "digest" | "report") =>
    posted?.intent !== intent ? null : posted.kind === "saved" ? (
      <Notice tone="status" className="mt-3">
        {intent === "digest"
          ? `Saved. New routine requests: ${DIGEST_LABELS[settings.digest].toLowerCase()}.`
          : `Saved. You ${settings.monthlyReport ? "will get" : "will not get"} the monthly report.`}
      </Notice>
    ) : posted.kind === "forbidden" ? (
      <Notice tone="alert" className="mt-3">
        {posted.message}
      </Notice>
    ) : null;
  return (
    <PracticeShell me={me} title="Settings">
      <section aria-labelledby="digest-heading" className="card p-5 sm:p-6">
        <h2 id="digest-heading" className="text-lg font-bold">
          How new requests reach {me.current.practiceName}
        </h2>
        <p className="mt-1 text-slate-800">
          For the whole practice: the e-mails go to its booking address. Urgent and emergency requests are always sent
          at once. In a summary each request keeps its own link, and the reminder ({REMIND_AFTER_WORKING_HOURS} working
          hours) counts from the summary, not from when the patient sent it. Your figures count from when the patient
          sent it.
        </p>
        {message("digest")}
        {settings.canChangeDigest ? (
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="digest" />
            <fieldset aria-describedby={errors.digest ? "digest-error" : undefined}>
              <legend className="field-label">New routine requests</legend>
              {DIGEST_MODES.map((mode) => (
                <label key={mode} className="flex items-start gap-2 py-1">
                  <input
                    type="radio"
                    name="digest"
                    value={mode}
                    defaultChecked={settings.digest === mode}
                    className="mt-1"
                  />
                  <span>{DIGEST_LABELS[mode]}</span>
                </label>
              ))}
              {errors.digest && (
                <p id="digest-error" className="pt-1 text-sm font-medium text-red-700">
                  {errors.digest}
                </p>
              )}
            </fieldset>
            <button type="submit" className="btn-primary">
              Save how requests reach us
            </button>
          </Form>
        ) : (
          <p className="mt-4 text-slate-800">
            Now: <strong>{DIGEST_LABELS[settings.digest]}</strong>. Only the practice&rsquo;s owners and managers can
            change this.
          </p>
        )}
        <p className="mt-3 text-sm text-slate-700">
          Summaries go out at {SUMMARY_TIMES.join(" and ")} New Zealand time on working days, listing every new request
          since the last one.
        </p>
      </section>
      <section aria-labelledby="report-heading" className="card p-5 sm:p-6">
        <h2 id="report-heading" className="text-lg font-bold">
          Your monthly report
        </h2>
        <p className="mt-1 text-slate-800">
          Just for you ({me.email}): the month&rsquo;s figures by e-mail on the 1st. Owners get it unless they stop it.
        </p>
        {message("report")}
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="report" />
          <fieldset aria-describedby={errors.monthlyReport ? "report-error" : undefined}>
            <legend className="field-label">Monthly report e-mail</legend>
            {(
              [
                ["on", "Send me the monthly report"],
                ["off", "Don’t send it to me"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-start gap-2 py-1">
                <input
                  type="radio"
                  name="monthlyReport"
                  value={value}
                  defaultChecked={(settings.monthlyReport ? "on" : "off") === value}
                  className="mt-1"
                />
                <span>{label}</span>
              </label>
            ))}
            {errors.monthlyReport && (
              <p id="report-error" className="pt-1 text-sm font-medium text-red-700">
                {errors.monthlyReport}
              </p>
            )}
          </fieldset>
          <button type="submit" className="btn-primary">
            Save my report choice
          </button>
        </Form>
      </section>
    </PracticeShell>
  );
}
