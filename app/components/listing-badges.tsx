import { paymentBadges } from "../../rules/listings/funding";
import { paths } from "../../rules/paths";
import { ABOUT_RATINGS_IN_SHORT } from "../../rules/reviews/figures";
import type { Dentist } from "../../rules/listings/types";
import { formatCheckedOn } from "../lib/dentist-display";

/** The ways to pay a practice offers, as short text badges (never colour alone); none, no list. */
export function PaymentBadges({ dentist, className = "" }: { dentist: Pick<Dentist, "funding">; className?: string }) {
  const badges = paymentBadges(dentist);
  if (badges.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label="Ways to pay and availability">
      {badges.map(({ param, badge, label }) => (
        <li
          key={param}
          title={label}
          className="inline-flex items-center gap-1 rounded-full border border-emerald-200 bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900"
        >
          <span aria-hidden="true">✓</span>
          <span>{badge}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Details checked October 2026": how fresh the listing is. The profile says "Details not confirmed
 * since …" itself (issue 37 item 6): that wording stays out of the cards' shared chunk.
 */
export function CheckedOn({
  dentist,
  large = false,
  className = "",
}: {
  dentist: Pick<Dentist, "checkedOn">;
  large?: boolean;
  className?: string;
}) {
  return (
    <p className={`${large ? "text-sm text-slate-700" : "text-xs text-slate-600"} ${className}`}>
      Details checked <time dateTime={dentist.checkedOn}>{formatCheckedOn(dentist.checkedOn)}</time>
    </p>
  );
}

/**
 * Where the ratings on a page come from, in one line with a link to the full method; shown once on
 * every page that lists rated cards (the profile's reviews section says it in full).
 */
export function RatingSourceNote({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-testid="rating-source">
      <span className="font-semibold text-slate-700">About ratings: </span>
      {ABOUT_RATINGS_IN_SHORT}{" "}
      <a href={`${paths.reviewPolicy()}#ratings`} className="text-brand-700 underline">
        How ratings are worked out
      </a>
    </p>
  );
}
