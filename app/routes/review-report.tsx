import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";

import type { Route } from "./+types/review-report";
import { PageHeader } from "../components/page-header";
import { ReviewQuote } from "../components/review-quote";
import { SITE } from "../content/site";
import { nzDateTimeText } from "../../rules/nz-time";
import { paths } from "../../rules/paths";
import { AUTHOR_ANSWER_HOURS, REPORT_DETAILS_MAX, REPORT_REASONS } from "../../rules/reviews/reports";
import { Notice } from "../components/notice";

// "Report this review" (issue 35 item 6): anyone may report a published review, without signing in.
export const meta: Route.MetaFunction = () => [
  { title: `Report a review | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.reviewReports.page(params.id);
  if (found.kind === "missing") return data(found, { status: 404 });
  return found;
}

const STATUS = { reported: 200, invalid: 400, missing: 404, hidden: 200 } as const;

export async function action({ params, context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const result = await context.reviewReports.submit(params.id, {
    reason: field("reason"),
    details: field("details"),
    email: field("email"),
  });
  return data(result, { status: STATUS[result.kind] });
}

function Message({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="container-page max-w-3xl space-y-4 pb-14 text-lg text-slate-800">{children}</div>
    </>
  );
}

const errorClass = (error?: string) => (error ? "field-input border-red-700 ring-1 ring-red-700" : "field-input");

export default function ReviewReportPage() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const policy = (
    <Link to={paths.reviewPolicy()} className="font-medium text-brand-800 underline">
      How we moderate reviews
    </Link>
  );
  if (answered?.kind === "reported") {
    return (
      <Message title="Thank you: we have your report">
        {answered.hidden ? (
          <p role="status">The review is hidden now, while a moderator looks at your report.</p>
        ) : (
          <p role="status">
            The review stays up while we ask its author about it: they have until {nzDateTimeText(answered.dueAt ?? "")}{" "}
            to answer, then a moderator decides.
          </p>
        )}
        <p>{policy}</p>
      </Message>
    );
  }
  if (loaded.kind === "missing" || answered?.kind === "missing") {
    return (
      <Message title="There is no such review">
        <p>It may have been taken down. {policy}</p>
      </Message>
    );
  }
  if (loaded.kind === "hidden" || answered?.kind === "hidden") {
    return (
      <Message title="This review is hidden">
        <p role="status">A moderator is already looking at a report about it. {policy}</p>
      </Message>
    );
  }
  const review = answered?.kind === "invalid" ? answered.review : loaded.review;
  const errors = answered?.kind === "invalid" ? answered.errors : {};
  const values = answered?.kind === "invalid" ? answered.values : { reason: "", details: "", email: "" };
  return (
    <>
      <PageHeader title="Report this review" lead="Tell us what is wrong with it. Anyone may report a review." />
      <div className="container-page max-w-3xl space-y-5 pb-14">
        {answered?.kind === "invalid" && (
          <Notice tone="alert">Your report was not sent: please check the fields marked below.</Notice>
        )}
        <ReviewQuote review={review} />
        <section aria-labelledby="report-heading" className="card p-5 sm:p-6">
          <h2 id="report-heading" className="text-lg font-bold">
            Your report
          </h2>
          <p className="mt-2 text-slate-800">
            A review that reveals someone&apos;s health details, names someone or threatens someone is hidden at once
            until a moderator decides. Any other report leaves it up while we ask its author ({AUTHOR_ANSWER_HOURS}{" "}
            hours to answer); then a moderator decides. {policy}.
          </p>
          <Form method="post" className="mt-4 space-y-4">
            <fieldset aria-describedby={errors.reason ? "reason-error" : undefined}>
              <legend className="field-label">What is wrong with it?</legend>
              <div className="mt-1 space-y-2">
                {REPORT_REASONS.map((reason) => (
                  <label key={reason.value} className="flex items-start gap-2">
                    <input
                      type="radio"
                      name="reason"
                      value={reason.value}
                      defaultChecked={values.reason === reason.value}
                      required
                      className="mt-1"
                    />
                    <span>{reason.label}</span>
                  </label>
                ))}
              </div>
              {errors.reason && (
                <p id="reason-error" className="pt-1 text-sm font-medium text-red-700">
                  {errors.reason}
                </p>
              )}
            </fieldset>
            <div>
              <label htmlFor="report-details" className="field-label">
                Anything to add (optional)
              </label>
              <textarea
                id="report-details"
                name="details"
                rows={4}
                maxLength={REPORT_DETAILS_MAX}
                defaultValue={values.details}
                aria-invalid={errors.details ? true : undefined}
                aria-describedby={errors.details ? "report-details-error" : undefined}
                className={errorClass(errors.details)}
              />
              {errors.details && (
                <p id="report-details-error" className="pt-1 text-sm font-medium text-red-700">
                  {errors.details}
                </p>
              )}
            </div>
            <div>
              <label htmlFor="report-email" className="field-label">
                Your e-mail, to be told the decision (optional)
              </label>
              <input
                id="report-email"
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                defaultValue={values.email}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "report-email-error" : "report-email-hint"}
                className={errorClass(errors.email)}
              />
              <p id="report-email-hint" className="pt-1 text-sm text-slate-600">
                Used only to tell you the decision, then deleted.
              </p>
              {errors.email && (
                <p id="report-email-error" className="pt-1 text-sm font-medium text-red-700">
                  {errors.email}
                </p>
              )}
            </div>
            <button
              type="submit"
              className="btn-primary"
              aria-disabled={navigation.state === "submitting" || undefined}
            >
              {navigation.state === "submitting" ? "Sending…" : "Send the report"}
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
