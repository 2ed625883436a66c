import { type RatingSummary, verifiedReviewsText } from "../../rules/reviews/figures";

/**
 * A listing's rating as verified reviews give it (rules/reviews/figures.ts): "★ 4.7 (154 verified
 * reviews)"; below 5 reviews only the count ("3 verified reviews", no stars); none: "No verified
 * reviews yet".
 */
export function StarRating({ ratings }: { ratings: RatingSummary }) {
  if (ratings.average === undefined)
    return (
      <span className="text-sm text-slate-600">
        {ratings.count === 0 ? "No verified reviews yet" : verifiedReviewsText(ratings.count)}
      </span>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-sm">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-amber-500">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      <span className="font-semibold">{ratings.average.toFixed(1)}</span>
      <span className="sr-only">out of 5</span>
      <span className="text-slate-600">({verifiedReviewsText(ratings.count)})</span>
    </span>
  );
}
