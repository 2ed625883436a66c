import { type PracticeRequestStatus } from "../../rules/booking-loop";
import {
  OFFER_MIN_REQUESTS,
  OFFER_PERCENTILE,
  RESPONSE_BANDS,
  RESPONSE_MIN_REQUESTS,
  RESPONSE_PERCENTILE,
  type ResponseBandId,
} from "../../rules/response-bands";

/**
 * A practice's response figure (issue 22 item 5), worked out in TypeScript from each request's
 * wait, so SQLite and PostgreSQL give the same answer (neither's percentile function is used).
 */

const HOUR_MS = 3_600_000;

/** What one row of practice_requests says about how long the practice took to answer. */
export interface RequestSample {
  practiceId: string;
  status: PracticeRequestStatus;
  sentAt: string;
  firstAnswerAt: string | null;
  remindedAt: string | null;
  escalatedAt: string | null;
  updatedAt: string;
  /** The confirmed appointment's start (ISO), if any. */
  appointmentStart: string | null;
  /** The times offered, as stored (a JSON list of ISO instants), while an offer stands. */
  offeredTimes: string | null;
}

/** Statuses in which a practice that has not answered still could. */
const OPEN: readonly PracticeRequestStatus[] = ["waiting", "offered"];

/**
 * How long the practice took to answer this request, in ms (D480):
 * - answered: first answer − sent;
 * - not answered yet: now − sent, so a silent practice never looks fast;
 * - closed without an answer (withdrawn, superseded): the time it stayed open if the practice had
 *   been reminded or flagged for its silence by then, else nothing (the patient or an operator
 *   ended it before the practice had been slow, which says nothing about the practice).
 */
export function waitOf(sample: RequestSample, now: Date): number | undefined {
  const sent = Date.parse(sample.sentAt);
  if (sample.firstAnswerAt) return Math.max(0, Date.parse(sample.firstAnswerAt) - sent);
  if (OPEN.includes(sample.status)) return Math.max(0, now.getTime() - sent);
  if (sample.remindedAt || sample.escalatedAt) return Math.max(0, Date.parse(sample.updatedAt) - sent);
  return undefined;
}

/**
 * The nearest-rank percentile: the smallest wait with at least `p` of the waits at or below it
 * (D481). "Usually replies within 2 hours" is then literally true of 80% of the requests.
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  // The small allowance keeps 0.8 × 5 (4.000000000000001 in floating point) at rank 4.
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length - 1e-9)));
  return sorted[rank - 1];
}

/** The fastest band whose promise the wait keeps, or undefined when it is slower than every band. */
export function bandFor(waitMs: number): ResponseBandId | undefined {
  return RESPONSE_BANDS.find((band) => waitMs <= band.withinHours * HOUR_MS)?.id;
}

interface ResponseFigure {
  /** Requests counted (sent in the window, and not left out by waitOf). */
  requests: number;
  /** The RESPONSE_PERCENTILE of their waits; undefined with none. */
  percentileMs?: number;
  /** Only with at least RESPONSE_MIN_REQUESTS requests. */
  band?: ResponseBandId;
}

/** One practice's figure from the waits of its requests in the window. */
export function figureOf(waits: readonly number[]): ResponseFigure {
  const percentileMs = percentile(waits, RESPONSE_PERCENTILE);
  const band = percentileMs !== undefined && waits.length >= RESPONSE_MIN_REQUESTS ? bandFor(percentileMs) : undefined;
  return {
    requests: waits.length,
    ...(percentileMs === undefined ? {} : { percentileMs }),
    ...(band ? { band } : {}),
  };
}

/** Each practice's figure over these samples (already limited to the window). */
export function figuresByPractice(samples: readonly RequestSample[], now: Date): Map<string, ResponseFigure> {
  const waits = new Map<string, number[]>();
  for (const sample of samples) {
    const wait = waitOf(sample, now);
    if (wait === undefined) continue;
    let list = waits.get(sample.practiceId);
    if (!list) waits.set(sample.practiceId, (list = []));
    list.push(wait);
  }
  return new Map([...waits].map(([practiceId, list]) => [practiceId, figureOf(list)]));
}

/** Practice id → band, for the practices that have one. */
export function bandsOf(figures: ReadonlyMap<string, ResponseFigure>): Map<string, ResponseBandId> {
  const bands = new Map<string, ResponseBandId>();
  for (const [practiceId, figure] of figures) if (figure.band) bands.set(practiceId, figure.band);
  return bands;
}

const DAY_MS = 24 * HOUR_MS;

/** The times a sample offered, from its stored JSON; none when it holds anything else. */
function offeredTimesOf(sample: RequestSample): string[] {
  try {
    const times = sample.offeredTimes ? (JSON.parse(sample.offeredTimes) as unknown) : [];
    return Array.isArray(times) ? times.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Days from a request reaching the practice to the earliest time it offered or confirmed (issue 37
 * item 4), as recorded now: an offer the patient accepted is recorded as its confirmed time (the
 * other times offered are not kept). Undefined for a request that never got a time.
 */
export function offerDaysOf(sample: RequestSample): number | undefined {
  const times = [...offeredTimesOf(sample), ...(sample.appointmentStart ? [sample.appointmentStart] : [])]
    .map(Date.parse)
    .filter((t) => Number.isFinite(t));
  if (times.length === 0) return undefined;
  return Math.max(0, Math.min(...times) - Date.parse(sample.sentAt)) / DAY_MS;
}

/**
 * Practice id → "usually offers a time within N days": the OFFER_PERCENTILE of its requests' days
 * (already limited to the window), rounded up to whole days (at least 1), for the practices with
 * at least OFFER_MIN_REQUESTS requests that got a time.
 */
export function offerDaysByPractice(samples: readonly RequestSample[]): Map<string, number> {
  const days = new Map<string, number[]>();
  for (const sample of samples) {
    const d = offerDaysOf(sample);
    if (d === undefined) continue;
    let list = days.get(sample.practiceId);
    if (!list) days.set(sample.practiceId, (list = []));
    list.push(d);
  }
  const offers = new Map<string, number>();
  for (const [practiceId, list] of days) {
    const p = percentile(list, OFFER_PERCENTILE);
    if (p !== undefined && list.length >= OFFER_MIN_REQUESTS) offers.set(practiceId, Math.max(1, Math.ceil(p)));
  }
  return offers;
}
