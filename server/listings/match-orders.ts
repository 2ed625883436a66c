import { RESPONSE_BANDS, type ResponseBandId } from "../../rules/response-bands";
import type { Dentist } from "../../rules/listings/types";

/*
 * The matches of a search (dentist-match.ts) reordered per query by what the index does not hold:
 * practices that confirmed their details first, those that answer fastest, those that offer the
 * soonest times.
 */

/**
 * The matches reordered by a figure of their practice that changes every minute (issue 22 item 5,
 * issue 37 item 4): the lowest rank first, ties in the order they came in (the default one), then
 * those without a figure. Done per query (the index lives as long as its snapshot), in one pass
 * since the matches are already in order.
 */
function byPracticeFigure(
  matched: { dentists: Dentist[]; distances?: number[] },
  rankOf: (practiceId: string) => number | undefined,
): { dentists: Dentist[]; distances?: number[] } {
  // Ranks are small whole numbers (a band's place, a number of days): one bucket each, one pass.
  const buckets: number[][] = [];
  const rest: number[] = [];
  matched.dentists.forEach((d, i) => {
    const rank = rankOf(d.practiceId);
    if (rank === undefined) rest.push(i);
    else (buckets[rank] ??= []).push(i);
  });
  const order = [...buckets.flatMap((bucket) => bucket ?? []), ...rest];
  const { distances } = matched;
  return {
    dentists: order.map((i) => matched.dentists[i] as Dentist),
    ...(distances ? { distances: order.map((i) => distances[i] as number) } : {}),
  };
}

/**
 * Listings whose practice has confirmed its details first (issue 37 item 6): those checked on or
 * before `unconfirmedOnOrBefore` (104 days or more ago, rules/listings/confirmation.ts) move after
 * the others, each group keeping its order. One string comparison per match, one pass; nothing
 * is copied when all the matches are on one side.
 */
export function confirmedFirst(
  matched: { dentists: Dentist[]; distances?: number[] },
  unconfirmedOnOrBefore: string,
): { dentists: Dentist[]; distances?: number[] } {
  const confirmed: number[] = [];
  const rest: number[] = [];
  matched.dentists.forEach((d, i) => (d.checkedOn <= unconfirmedOnOrBefore ? rest : confirmed).push(i));
  if (rest.length === 0 || confirmed.length === 0) return matched;
  const order = [...confirmed, ...rest];
  const { distances } = matched;
  return {
    dentists: order.map((i) => matched.dentists[i] as Dentist),
    ...(distances ? { distances: order.map((i) => distances[i] as number) } : {}),
  };
}

/** Practices that answer fastest first: the fastest band, then the next, then those without a band. */
export function fastestRepliesFirst(
  matched: { dentists: Dentist[]; distances?: number[] },
  bandOf: (practiceId: string) => ResponseBandId | undefined,
): { dentists: Dentist[]; distances?: number[] } {
  return byPracticeFigure(matched, (practiceId) => {
    const band = bandOf(practiceId);
    return band ? RESPONSE_BANDS.findIndex((b) => b.id === band) : undefined;
  });
}

/** Practices that usually offer the soonest time first (fewest days), then those without a figure. */
export function soonestTimesFirst(
  matched: { dentists: Dentist[]; distances?: number[] },
  offerDaysOf: (practiceId: string) => number | undefined,
): { dentists: Dentist[]; distances?: number[] } {
  return byPracticeFigure(matched, offerDaysOf);
}
