import { type RatingSummary, verifiedReviewsText } from "../../rules/reviews/figures";

/**
 * A listing's rating as verified reviews give it (rules/reviews/figures.ts): "★ 4.7 (154 verified
 * reviews)"; below 5 reviews only the count ("3 verified reviews", no stars); none: "No verified
 * reviews yet". One element for both, as every listing page's script carries it.
 */
export function StarRating({ ratings: { count, average } }: { ratings: RatingSummary }) {
  const reviews = count === 0 ? "No verified reviews yet" : verifiedReviewsText(count);
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-sm text-slate-600">
      {average === undefined ? (
        reviews
      ) : (
        <>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-amber-500">
            <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
          </svg>
          <span className="font-semibold text-slate-900">{average.toFixed(1)}</span>
          <span className="sr-only">out of 5</span>({reviews})
        </>
      )}
    </span>
  );
}
