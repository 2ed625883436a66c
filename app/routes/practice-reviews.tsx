import { data, Link, redirect, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-reviews";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { ReviewQuote } from "../components/review-quote";
import { ReplyForm, ReplyGuidance, SentReply } from "../components/review-reply-parts";
import { SITE } from "../content/site";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
import { Notice } from "../components/notice";

// The practice's published reviews in its account (issue 35 item 5, issue 36 item 6): newest visit
// first, a page at a time, each with its reply or, for owners and managers, the one reply's form,
// which goes through the e-mailed reply link's own server function (same checks, one reply).
export const meta: Route.MetaFunction = () => [
  { title: `Reviews | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get("page") ?? "1");

export async function loader({ request, context }: Route.LoaderArgs) {
  return signedInOrRedirect(await context.practiceAccount.reviews(request, pageOf(request)));
}

const STATUS = { sent: 200, invalid: 400, refused: 409, missing: 404, gone: 410 } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const reviewId = String(form.get("reviewId") ?? "");
  const text = form.get("text");
  const replied = await context.practiceAccount.replyToReview(request, reviewId, {
    text: typeof text === "string" ? text : "",
  });
  if (replied.kind === "signed-out") return redirect(paths.practiceSignIn());
  if (replied.kind !== "ok") {
    const message = replied.kind === "forbidden" ? replied.message : "You are no longer in this practice's account.";
    return data({ kind: "forbidden" as const, reviewId, message }, { status: 403 });
  }
  const { result } = replied;
  return data({ ...result, reviewId }, { status: STATUS[result.kind] });
}

function Pages({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages of reviews" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={practicePaths.reviews(page - 1)} className="font-semibold text-brand-800 underline">
          ← Newer reviews
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={practicePaths.reviews(page + 1)} className="font-semibold text-brand-800 underline">
          Older reviews →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export default function PracticeReviews() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (loaded.kind !== "ok") return <NotAllowed result={loaded} />;
  const { me, reviews } = loaded;
  return (
    <PracticeShell me={me} title="Reviews">
      <p className="text-slate-800">
        {reviews.total === 0
          ? "No published reviews of your practice yet. Patients are invited to review a visit you confirmed through us, a day after the appointment; a moderator reads each review before it is published."
          : `${reviews.total.toLocaleString("en-NZ")} published review${reviews.total === 1 ? "" : "s"} of your practice, newest visit first.`}{" "}
        {reviews.canReply ? "" : "Only the practice's owners and managers can reply to them."}
      </p>
      {reviews.canReply && reviews.total > 0 && (
        <section aria-labelledby="replying-heading" className="card p-5 sm:p-6">
          <h2 id="replying-heading" className="text-lg font-bold">
            Replying
          </h2>
          <ReplyGuidance />
        </section>
      )}
      {posted && (posted.kind === "missing" || posted.kind === "gone" || posted.kind === "forbidden") && (
        <Notice tone="alert">
          {posted.kind === "forbidden"
            ? posted.message
            : posted.kind === "gone"
              ? "That review is no longer shown (hidden or taken down after a report), so it cannot be replied to."
              : "That review is not one of your practice's."}
        </Notice>
      )}
      <Pages page={reviews.page} pageCount={reviews.pageCount} />
      <ol className="space-y-8">
        {reviews.views.map((view) => {
          const id = `reply-${view.review.id}`;
          const mine = posted && posted.reviewId === view.review.id ? posted : undefined;
          const shown = mine && "view" in mine ? mine.view : view;
          return (
            <li key={view.review.id} className="space-y-3">
              <ReviewQuote review={shown.review} />
              {mine?.kind === "refused" && <Notice tone="alert">{mine.message}</Notice>}
              {mine?.kind === "invalid" && (
                <Notice tone="alert">Your reply was not sent: please check it below.</Notice>
              )}
              {shown.reply ? (
                <SentReply reply={shown.reply} id={id} level="h3" />
              ) : reviews.canReply ? (
                <ReplyForm
                  id={id}
                  level="h3"
                  error={mine?.kind === "invalid" ? mine.errors.text : undefined}
                  value={mine?.kind === "invalid" ? mine.values.text : undefined}
                  reviewId={view.review.id}
                  guidance={false}
                  title={`Reply once to ${view.review.authorName}`}
                />
              ) : (
                <p className="text-sm text-slate-700">No reply yet.</p>
              )}
            </li>
          );
        })}
      </ol>
      <Pages page={reviews.page} pageCount={reviews.pageCount} />
    </PracticeShell>
  );
}
