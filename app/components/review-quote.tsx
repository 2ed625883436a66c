import type { ReviewShown } from "../../rules/api/reviews-after";
import { nzFormatter } from "../../rules/nz-time";
import { OVERALL_LABEL, SERVICE_SCORES } from "../../rules/reviews/scores";

const monthYear = nzFormatter("en-NZ", { month: "long", year: "numeric" });

/** "4 out of 5": scores in words, so they read the same to a screen reader and without stars. */
const outOfFive = (score: number) => `${score} out of 5`;

/** One published review as the practice replying and a reporter see it, with its reply if published. */
export function ReviewQuote({ review }: { review: ReviewShown }) {
  return (
    <article aria-labelledby={`review-${review.id}`} className="card p-5 sm:p-6">
      <h2 id={`review-${review.id}`} className="text-lg font-bold">
        <bdi>{review.authorName}</bdi> on {review.practiceName}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Verified visit · booked through NZ Dental Directory · {monthYear.format(new Date(review.visitedAt))}
      </p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{OVERALL_LABEL}</dt>
        <dd>{outOfFive(review.overall)}</dd>
        {SERVICE_SCORES.map((score) => (
          <div key={score.key} className="contents">
            <dt className="text-slate-700">{score.label}</dt>
            <dd>{outOfFive(review.scores[score.key])}</dd>
          </div>
        ))}
      </dl>
      <blockquote className="mt-4 border-l-4 border-brand-200 pl-4 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
        <bdi>{review.text}</bdi>
      </blockquote>
      {review.reply && (
        <div className="mt-4 rounded-lg bg-slate-50 p-4">
          <h3 className="text-sm font-semibold text-slate-900">The practice replied</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">
            <bdi>{review.reply}</bdi>
          </p>
        </div>
      )}
    </article>
  );
}
