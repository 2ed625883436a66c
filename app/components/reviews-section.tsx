import type { ListingReviewsPage, PublishedReview } from "../../rules/api/reviews";
import { ABOUT_RATINGS } from "../../rules/reviews/about-ratings";
import { MIN_REVIEWS_FOR_AVERAGE, verifiedReviewsText } from "../../rules/reviews/figures";
import { SERVICE_SCORES } from "../../rules/reviews/scores";
import { paths } from "../../rules/paths";
import { TitledSection } from "./titled-section";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-10" → "October 2026". */
function monthYear(month: string): string {
  const [year, m] = month.split("-");
  return `${MONTHS[Number(m) - 1] ?? ""} ${year}`.trim();
}

/** Five stars, `score` of them filled; read out as "4 out of 5". */
function Stars({ score, className = "h-4 w-4" }: { score: number; className?: string }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={`${score} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`${className} ${n <= Math.round(score) ? "fill-amber-500" : "fill-slate-300"}`}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}

function Summary({ figures }: { figures: ListingReviewsPage["figures"] }) {
  if (figures.average === undefined || !figures.distribution || !figures.scores)
    return (
      <p className="mt-3 text-slate-700" data-testid="reviews-summary">
        {figures.count === 0 ? (
          "No verified reviews yet."
        ) : (
          <>
            <span className="font-semibold">{verifiedReviewsText(figures.count)}</span> in the last 24 months.
          </>
        )}{" "}
        We show an average once a practitioner has {MIN_REVIEWS_FOR_AVERAGE} verified reviews.
      </p>
    );
  const most = Math.max(1, ...figures.distribution);
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-[auto_1fr_1fr]" data-testid="reviews-summary">
      <div>
        <p className="text-4xl font-bold">
          {figures.average.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </p>
        <Stars score={figures.average} className="h-5 w-5" />
        <p className="mt-1 text-sm text-slate-700">From {verifiedReviewsText(figures.count)} in the last 24 months</p>
      </div>
      <table className="w-full max-w-sm text-sm">
        <caption className="sr-only">How many reviews gave each overall score</caption>
        <tbody>
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = figures.distribution![stars - 1]!;
            return (
              <tr key={stars}>
                <th scope="row" className="py-0.5 pr-2 text-left font-normal whitespace-nowrap">
                  {stars} star{stars === 1 ? "" : "s"}
                </th>
                <td className="w-full py-0.5">
                  <span className="block h-2.5 rounded-full bg-slate-100" aria-hidden="true">
                    <span
                      className="block h-2.5 rounded-full bg-amber-500"
                      style={{ width: `${Math.round((n / most) * 100)}%` }}
                    />
                  </span>
                </td>
                <td className="py-0.5 pl-2 text-right tabular-nums">{n.toLocaleString("en-NZ")}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="space-y-1 text-sm">
        {SERVICE_SCORES.map(({ key, label }) => (
          <div key={key} className="flex justify-between gap-3">
            <dt>{label}</dt>
            <dd className="font-semibold tabular-nums">
              {figures.scores![key].toFixed(1)}
              <span className="sr-only"> out of 5</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Review({ review, practice }: { review: PublishedReview; practice: string }) {
  return (
    <li className="border-t border-slate-200 py-5" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars score={review.overall} />
        <span className="font-semibold">{review.authorName}</span>
      </div>
      <p className="mt-1 text-sm text-emerald-900">
        Verified visit · booked through NZ Dental Directory · {monthYear(review.visitedMonth)}
      </p>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">{review.text}</p>
      {review.reply && (
        <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-slate-50 p-3" data-testid="review-reply">
          <p className="text-sm font-semibold">Reply from {practice}</p>
          <p className="mt-1 break-words whitespace-pre-line text-sm text-slate-800">{review.reply}</p>
        </div>
      )}
      <a
        href={paths.reportReview(review.id)}
        className="mt-2 inline-block text-sm text-brand-700 underline"
        rel="nofollow"
      >
        Report this review
      </a>
    </li>
  );
}

/**
 * A profile's verified reviews (issue 35 item 7): the figures, then the reviews newest visit
 * first, a page at a time by plain links (no script needed), each with its reply and a link to
 * report it. Rendered to static HTML by the profile's loader (nothing in it runs in the browser),
 * so its code stays out of the page's JavaScript budget: hence plain links, not <Link>.
 */
export function ReviewsSection({
  reviews,
  pageHref,
  practice,
}: {
  reviews: ListingReviewsPage;
  /** The address of another page of these reviews. */
  pageHref: (page: number) => string;
  practice: string;
}) {
  const { page, pageCount, total, items } = reviews;
  return (
    <TitledSection id="dentist-reviews" title="Verified reviews">
      <Summary figures={reviews.figures} />
      {items.length > 0 && (
        <>
          <ol className="mt-6" aria-label={`Reviews, page ${page} of ${pageCount}`}>
            {items.map((review) => (
              <Review key={review.id} review={review} practice={practice} />
            ))}
          </ol>
          {pageCount > 1 && (
            <nav aria-label="Review pages" className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
              {page > 1 && (
                <a href={pageHref(page - 1)} className="btn-secondary" rel="prev">
                  Newer reviews
                </a>
              )}
              <span className="text-sm text-slate-700">
                Page {page} of {pageCount} ({verifiedReviewsText(total)} listed)
              </span>
              {page < pageCount && (
                <a href={pageHref(page + 1)} className="btn-secondary" rel="next">
                  Older reviews
                </a>
              )}
            </nav>
          )}
        </>
      )}
      <p className="mt-4 text-sm text-slate-600" data-testid="rating-source">
        <span className="font-semibold text-slate-700">About ratings: </span>
        {ABOUT_RATINGS}
      </p>
      <p className="mt-2 text-sm">
        <a href={paths.reviewPolicy()} className="text-brand-700 underline">
          How verified reviews work
        </a>
      </p>
    </TitledSection>
  );
}
