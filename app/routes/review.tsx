import type { ReactNode } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";

import type { Route } from "./+types/review";
import { PageHeader } from "../components/page-header";
import { SITE } from "../content/site";
import { REVIEW_SCORE_FIELDS, REVIEW_TEXT_FIELD, STAR_OPTIONS } from "../../forms/review";
import type { ReviewPageData, ReviewVisitView } from "../../rules/api/reviews";
import { nzLongDate } from "../../rules/appointment-time";
import { paths } from "../../rules/paths";
import { reviewPath } from "../../rules/private-paths";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "../../rules/reviews/scores";
import { Notice } from "../components/notice";

// The patient's private link to review one confirmed visit (issue 35 items 2 and 3): rendered on
// the server for each request, never cached or indexed, its address never sent on as a Referer.
// A plain form: it works without JavaScript.
export const meta: Route.MetaFunction = () => [
  { title: `Review your visit | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

const PAGE_STATUS: Record<ReviewPageData["kind"], number> = {
  open: 200,
  reviewed: 410,
  expired: 410,
  closed: 410,
  "not-yet": 403,
  missing: 404,
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const justSent = new URL(request.url).searchParams.has("sent");
  const found = await context.reviews.page(params.token, justSent);
  const status = found.kind === "reviewed" && found.justSent ? 200 : PAGE_STATUS[found.kind];
  return data(found, { status });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  const result = await context.reviews.submit(params.token, values);
  // Written: to the page (a GET) saying thank you, so reloading it does not post it again.
  if (result.kind === "sent") return redirect(`${reviewPath(params.token)}?sent`);
  if (result.kind === "invalid") return data(result, { status: 400 });
  return data(result, { status: PAGE_STATUS[result.kind] });
}

const HDC = "https://www.hdc.org.nz/making-a-complaint/";
const ADVOCACY = "https://www.advocacy.org.nz/";

function visitLine(view: ReviewVisitView) {
  const who = view.dentistName ? `${view.dentistName} at ${view.practiceName}` : view.practiceName;
  return `Your visit to ${who} on ${nzLongDate(view.visitedAt)}.`;
}

/** The guide before the text (item 3): what a review is for, and where a complaint goes. */
function Guide() {
  return (
    <section aria-labelledby="guide-heading" className="card p-5 sm:p-6">
      <h2 id="guide-heading" className="text-lg font-bold">
        Before you write
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
        <li>Describe the service: how costs were explained, waiting, how you were listened to, the premises.</li>
        <li>Not the clinical result: we do not publish what treatment you had or how it turned out.</li>
        <li>No names of staff or other patients: a moderator takes them out before publishing.</li>
        <li>
          A formal complaint goes to the practice first, then to the{" "}
          <a href={HDC} className="text-brand-800 underline">
            Health and Disability Commissioner
          </a>{" "}
          or the{" "}
          <a href={ADVOCACY} className="text-brand-800 underline">
            Nationwide Health and Disability Advocacy Service
          </a>{" "}
          (free), not into a review.
        </li>
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        A moderator reads every review before it is published, whatever its stars.{" "}
        <a href={paths.reviewPolicy()} className="text-brand-800 underline">
          How we check reviews
        </a>
      </p>
    </section>
  );
}

function Stars({ name, label, value, error }: { name: string; label: string; value?: string; error?: string }) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field-label">{label}</legend>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:grid-cols-5">
        {STAR_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 sm:flex-col sm:gap-1 sm:text-center"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
              required
              className="size-4 accent-brand-700"
            />
            <span aria-hidden="true" className="text-amber-600">
              {"★".repeat(Number(option.value))}
            </span>
            <span>
              {option.value} <span className="text-slate-600 sm:block">({option.meaning})</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="pt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ReviewForm({
  view,
  errors = {},
  values = {},
}: {
  view: ReviewVisitView;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const textError = errors[REVIEW_TEXT_FIELD.name];
  return (
    <Form method="post" className="card space-y-6 p-5 sm:p-6" aria-labelledby="form-heading" noValidate>
      <h2 id="form-heading" className="text-lg font-bold">
        Rate and describe your visit
      </h2>
      {REVIEW_SCORE_FIELDS.map((field) => (
        <Stars
          key={field.name}
          name={field.name}
          label={field.label}
          value={values[field.name]}
          error={errors[field.name]}
        />
      ))}
      <div>
        <label htmlFor="review-text" className="field-label">
          {REVIEW_TEXT_FIELD.label}
        </label>
        <p id="review-text-hint" className="pb-2 text-sm text-slate-700">
          {REVIEW_TEXT_MIN} to {REVIEW_TEXT_MAX.toLocaleString("en-NZ")} characters, about the service.
        </p>
        <textarea
          id="review-text"
          name={REVIEW_TEXT_FIELD.name}
          rows={8}
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={values[REVIEW_TEXT_FIELD.name] ?? ""}
          className={textError ? "field-input border-red-700 ring-1 ring-red-700" : "field-input"}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? "review-text-hint review-text-error" : "review-text-hint"}
        />
        {textError && (
          <p id="review-text-error" className="pt-1 text-sm font-medium text-red-700">
            {textError}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-700">
        Published as <strong>{view.authorName}</strong>, “Verified visit · booked through {SITE.name}”, with the month
        of your visit. Never your full name or e-mail address.
      </p>
      <button type="submit" className="btn-primary" aria-disabled={busy || undefined}>
        {busy ? "Sending…" : "Send my review"}
      </button>
    </Form>
  );
}

/** What a review link leads to when there is no form to show: used, expired, unknown, or done. */
function LinkMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="container-page max-w-3xl space-y-4 pb-14 text-lg text-slate-800">{children}</div>
    </>
  );
}

export default function ReviewPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const state = posted && posted.kind !== "invalid" ? posted : loaded;
  if (state.kind === "missing") {
    return (
      <LinkMessage title="This link does not open a review">
        <p>Check that the whole address from the e-mail was copied. Only the patient of a confirmed visit gets one.</p>
      </LinkMessage>
    );
  }
  const { view } = state;
  if (state.kind === "reviewed") {
    return state.justSent ? (
      <LinkMessage title="Thank you for your review">
        <p>
          We have your review of {view.practiceName}. A moderator reads it before it is published, usually within two
          working days, and we e-mail you when they have.
        </p>
        <p>
          <a href={paths.reviewPolicy()} className="text-brand-800 underline">
            How we check reviews
          </a>
        </p>
      </LinkMessage>
    ) : (
      <LinkMessage title="This link has been used">
        <p>
          A review of this visit was already written: each visit can be reviewed once. If it was not you, call us on{" "}
          {SITE.phone}.
        </p>
      </LinkMessage>
    );
  }
  if (state.kind === "expired") {
    return (
      <LinkMessage title="This link has expired">
        <p>Review links work for 60 days after the visit; this one ended on {nzLongDate(view.expiresAt)}.</p>
      </LinkMessage>
    );
  }
  if (state.kind === "closed") {
    return (
      <LinkMessage title="This visit cannot be reviewed">
        <p>
          {state.why === "cancelled"
            ? "The appointment was cancelled, so there is no visit to review."
            : "The practice told us the appointment did not go ahead. If you did attend, you can dispute it on your request's status page."}
        </p>
      </LinkMessage>
    );
  }
  if (state.kind === "not-yet") {
    return (
      <LinkMessage title="Your visit has not happened yet">
        <p>You can review it after your appointment on {nzLongDate(view.visitedAt)}.</p>
      </LinkMessage>
    );
  }
  const invalid = posted?.kind === "invalid" ? posted : undefined;
  return (
    <>
      <PageHeader title="How was your visit?" lead={visitLine(view)} />
      <div className="container-page max-w-3xl space-y-5 pb-14">
        {invalid && <Notice tone="alert">Your review was not sent: please check the answers marked below.</Notice>}
        <Guide />
        <ReviewForm view={view} errors={invalid?.errors} values={invalid?.values} />
      </div>
    </>
  );
}
