import type { Kysely } from "kysely";

import type { PracticeFigures, PracticeListingReviews, PracticePeriodFigures } from "../../rules/api/practice-account";
import type { PracticeRequestStatus } from "../../rules/booking-loop";
import { listingRef } from "../../rules/listings/listing-ref";
import { nzDateTime, nzInstant } from "../../rules/nz-time";
import { RESPONSE_PERCENTILE, RESPONSE_WINDOW_DAYS, type ResponseBandId } from "../../rules/response-bands";
import type { RatingSummary } from "../../rules/reviews/figures";
import type { Database } from "../platform/db/schema";
import {
  figuresByPractice,
  percentile,
  type RequestSample,
  waitOf,
  practiceRequestSamples,
  requestSamples,
  chartWeeks,
} from "../response-times";

/*
 * A practice's own figures (issue 36 item 6): what happened to its requests per New Zealand week
 * (and per month, for its monthly e-mail), the response figure and band its listings are given,
 * and its listings' review figures as the public pages give them. Computed from practice_requests
 * and the review figures each time they are asked for; the time to first answer is the response
 * times' own (waitOf, percentile, figuresByPractice), never worked out a second way.
 */

const DAY_MS = 86_400_000;

/** A practice request as the figures need it: the response sample (with the appointment). */
export type RequestFacts = RequestSample;

export interface FiguresDeps {
  db: Kysely<Database>;
  /** The band the listings show now (server/response-times' in-memory bands). */
  publicBand: (practiceId: string) => ResponseBandId | undefined;
  /** A listing's review count and average as every public page gives them. */
  reviewSummary: (listingRef: string) => RatingSummary;
}

const CONFIRMED: PracticeRequestStatus = "confirmed";

/** The figures of the period [from, to): its requests as they stand at `now`, and its appointments. */
export function periodFigures(facts: readonly RequestFacts[], from: Date, to: Date, now: Date): PracticePeriodFigures {
  const within = (iso: string | null) => {
    if (!iso) return false;
    const at = Date.parse(iso);
    return at >= from.getTime() && at < to.getTime();
  };
  const sent = facts.filter((f) => within(f.sentAt));
  const waits = sent.map((f) => waitOf(f, now)).filter((w): w is number => w !== undefined);
  return {
    received: sent.length,
    answered: sent.filter((f) => f.firstAnswerAt !== null).length,
    confirmed: sent.filter((f) => f.status === CONFIRMED).length,
    appointments: facts.filter((f) => f.status === CONFIRMED && within(f.appointmentStart)).length,
    waits: waits.length,
    percentileMs: percentile(waits, RESPONSE_PERCENTILE) ?? null,
  };
}

/** The practice's published dentists and surgeons with their review figures, by name. */
async function listingReviews(deps: FiguresDeps, practiceId: string): Promise<PracticeListingReviews[]> {
  const [dentists, surgeons] = await Promise.all(
    (["dentists", "surgeons"] as const).map((table) =>
      deps.db
        .selectFrom(table)
        .select(["id", "name"])
        .where("practice_id", "=", practiceId)
        .where("status", "=", "published")
        .execute(),
    ),
  );
  const listings = [
    ...dentists!.map((d) => ({ ref: listingRef("dentist", d.id), name: d.name })),
    ...surgeons!.map((s) => ({ ref: listingRef("surgeon", s.id), name: s.name })),
  ];
  return listings
    .map(({ ref, name }) => {
      const summary = deps.reviewSummary(ref);
      return { ref, name, count: summary.count, average: summary.average ?? null };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en-NZ"));
}

/** The response figure over the listings' window (as the bands are worked out) and the band shown. */
async function responseNow(deps: FiguresDeps, practiceId: string, now: Date) {
  const samples = await requestSamples(deps.db, new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS), practiceId);
  const figure = figuresByPractice(samples, now).get(practiceId);
  return {
    requests: figure?.requests ?? 0,
    percentileMs: figure?.percentileMs ?? null,
    band: deps.publicBand(practiceId) ?? null,
  };
}

/** The figures page: the chart's weeks (as the inbox's response times), the response now, the reviews. */
export async function practiceFigures(deps: FiguresDeps, practiceId: string, now: Date): Promise<PracticeFigures> {
  const weeks = chartWeeks(now);
  const facts = await practiceRequestSamples(deps.db, practiceId, weeks[0]!.from);
  const [response, listings] = await Promise.all([
    responseNow(deps, practiceId, now),
    listingReviews(deps, practiceId),
  ]);
  return {
    asOf: now.toISOString(),
    weeks: weeks.map((week, i) => {
      // A week ends at the next Monday's midnight in New Zealand, whatever the clocks do that week.
      const end = weeks[i + 1]?.from ?? nzInstant(nextMonday(week.start), "00:00")!;
      return { start: week.start, ...periodFigures(facts, week.from, end, now) };
    }),
    response,
    listings,
  };
}

function nextMonday(monday: string): string {
  return new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
}

/** "2026-11" moved by whole months. */
export function addMonths(month: string, months: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The New Zealand calendar month `now` is in: "2026-11". */
export const nzMonthOf = (now: Date) => nzDateTime(now).date.slice(0, 7);

/** A New Zealand calendar month's instants [from, to): midnight on its first day to the next month's. */
export function nzMonthSpan(month: string): { from: Date; to: Date } {
  // Midnight always exists in New Zealand (the clocks change at 2 and 3 am).
  return { from: nzInstant(`${month}-01`, "00:00")!, to: nzInstant(`${addMonths(month, 1)}-01`, "00:00")! };
}

interface PracticeMonthFigures extends PracticePeriodFigures {
  /** "2026-11". */
  month: string;
  /** Reviews of the practice published in the month (by when a moderator published them). */
  reviewsPublished: number;
  response: PracticeFigures["response"];
  listings: PracticeListingReviews[];
}

/** The monthly report's figures: a New Zealand month's, with the response and reviews as of `now`. */
export async function practiceMonthFigures(
  deps: FiguresDeps,
  practiceId: string,
  month: string,
  now: Date,
): Promise<PracticeMonthFigures> {
  const { from, to } = nzMonthSpan(month);
  const facts = await practiceRequestSamples(deps.db, practiceId, from);
  const { n } = await deps.db
    .selectFrom("reviews")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("practice_id", "=", practiceId)
    .where("status", "=", "published")
    .where("published_at", ">=", from.toISOString())
    .where("published_at", "<", to.toISOString())
    .executeTakeFirstOrThrow();
  const [response, listings] = await Promise.all([
    responseNow(deps, practiceId, now),
    listingReviews(deps, practiceId),
  ]);
  return {
    month,
    ...periodFigures(facts, from, to, now),
    reviewsPublished: Number(n),
    response,
    listings,
  };
}
