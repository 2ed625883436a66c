import type { ListingStats } from "../../rules/api/listings";

interface HeadlineStat {
  value: string;
  label: string;
}

const whole = new Intl.NumberFormat("en-NZ");

/**
 * A count the site states about itself, never more than is true (docs/decisions/D0340-headline-figures-are-computed-from-the.md): exact
 * below 100 ("59"), then rounded down to the ten ("340+") or, from 1,000, to the hundred ("1,200+").
 */
export function roundedDownCount(count: number): string {
  if (count < 100) return whole.format(count);
  const step = count < 1000 ? 10 : 100;
  const floor = Math.floor(count / step) * step;
  return floor === count ? whole.format(count) : `${whole.format(floor)}+`;
}

/** What the counts of dentists and cities are counted from, said under them where they are shown. */
export const COUNTS_SOURCE = "Dentists and cities: counted from the directory's published listings.";

/** "4.7": the mean overall score of the site's verified reviews, one decimal. */
function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** The figures home and About show, computed from the published listings (issue 21 item 6). */
export function headlineStats(stats: ListingStats): HeadlineStat[] {
  return [
    { value: roundedDownCount(stats.dentists), label: stats.dentists === 1 ? "Verified Dentist" : "Verified Dentists" },
    { value: whole.format(stats.cities), label: stats.cities === 1 ? "City Covered" : "Cities Covered" },
    ...(stats.averageRating !== undefined
      ? [{ value: formatRating(stats.averageRating), label: "Average Rating" }]
      : []),
  ];
}

/**
 * What the average rating is computed from, said under it (issue 35 items 7 and 9); nothing when
 * there are too few reviews for an average and none is shown.
 */
export function averageRatingSource(stats: ListingStats): string | undefined {
  if (stats.averageRating === undefined) return undefined;
  return `Average rating: the mean overall score of ${whole.format(stats.reviews)} verified reviews, by patients who booked through us, of visits in the last 24 months.`;
}

/** "Search 1,200+ verified dentists in 22 New Zealand cities", as true as the figures it quotes. */
export function searchClaim(stats: ListingStats): string {
  const cities = stats.cities === 1 ? "1 New Zealand city" : `${whole.format(stats.cities)} New Zealand cities`;
  return `Search ${roundedDownCount(stats.dentists)} verified dentists in ${cities}`;
}
