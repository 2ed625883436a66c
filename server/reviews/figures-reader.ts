import type { Kysely } from "kysely";

import {
  MIN_REVIEWS_FOR_AVERAGE,
  NO_REVIEWS,
  type RatingSummary,
  type ReviewFigures,
  type ReviewScores,
  reviewFigures,
  windowStart,
} from "../../rules/reviews/figures";
import { type ListingReviewsPage, REVIEWS_PAGE_SIZE } from "../../rules/api/reviews";
import { nzDateTime } from "../../rules/nz-time";
import type { Database } from "../platform/db/schema";
import type { ReviewRow } from "./tables";

/**
 * The published reviews' scores in memory (issue 35 items 1 and 7), for every figure a page shows
 * or sorts on: the listings snapshot knows nothing of them, and this store is refreshed on its own
 * version, the way the snapshot is on listings_version. Each instance looks at the published
 * reviews' count and latest change at most once a second (on demand, and on an unref'd timer) and
 * reloads their scores when either moved; any publication, take-down or erasure moves one of them.
 * The figures are worked out again when the data moved or the hour turned (the 24-month window
 * moves with the clock), and each working-out has a new `version`, part of the page cache's key.
 */

export interface ReviewFiguresView {
  /** Increases whenever any figure may have changed. */
  readonly version: number;
  /** Count and average of one listing ("dentist/{id}"); `{ count: 0 }` without reviews. */
  summary(listingRef: string): RatingSummary;
  /** Everything the profile shows of one listing's reviews. */
  figures(listingRef: string): ReviewFigures;
  /** Every counted review on the site: the home page's and /about's average rating and count. */
  readonly site: RatingSummary;
}

export interface ReviewFiguresSource {
  /** The figures as of at most about a second ago (a stale look starts in the background). */
  current(): ReviewFiguresView;
  /** Look now and wait for it (after a decision on this instance, so it shows at once). */
  refresh(): Promise<ReviewFiguresView>;
  version(): number;
  close(): void;
}

interface Loaded {
  signature: string;
  byListing: Map<string, ReviewScores[]>;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The published reviews' count, latest change and oldest visit: moves with every publication,
 * take-down or deletion. The oldest visit is there for retention, which deletes the oldest visits'
 * reviews: one deleted as another is published in the same millisecond leaves the other two as
 * they were.
 */
async function signatureOf(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("reviews")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("n"),
      eb.fn.max("updated_at").as("at"),
      eb.fn.min("visited_at").as("oldest"),
    ])
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  return `${Number(row.n)} ${row.at ?? ""} ${row.oldest ?? ""}`;
}

type ScoreColumns = Pick<
  ReviewRow,
  "listing_ref" | "visited_at" | "overall" | "costs" | "waiting" | "communication" | "premises"
>;

async function load(db: Kysely<Database>, signature: string): Promise<Loaded> {
  const rows: ScoreColumns[] = await db
    .selectFrom("reviews")
    .select(["listing_ref", "visited_at", "overall", "costs", "waiting", "communication", "premises"])
    .where("status", "=", "published")
    .execute();
  const byListing = new Map<string, ReviewScores[]>();
  for (const r of rows) {
    let list = byListing.get(r.listing_ref);
    if (!list) byListing.set(r.listing_ref, (list = []));
    list.push({
      visitedAt: r.visited_at,
      overall: Number(r.overall),
      costs: Number(r.costs),
      waiting: Number(r.waiting),
      communication: Number(r.communication),
      premises: Number(r.premises),
    });
  }
  return { signature, byListing };
}

/** The figures of what is loaded at `now`: every listing's worked out once, the site's too. */
function workOut(loaded: Loaded, now: Date, version: number): ReviewFiguresView {
  const figures = new Map<string, ReviewFigures>();
  const from = windowStart(now).getTime();
  const to = now.getTime();
  let siteCount = 0;
  let siteSum = 0;
  for (const [ref, reviews] of loaded.byListing) {
    figures.set(ref, reviewFigures(reviews, now));
    for (const r of reviews) {
      const at = Date.parse(r.visitedAt);
      if (at >= from && at <= to) {
        siteCount += 1;
        siteSum += r.overall;
      }
    }
  }
  const site: RatingSummary =
    siteCount >= MIN_REVIEWS_FOR_AVERAGE
      ? { count: siteCount, average: Math.round((siteSum / siteCount) * 10) / 10 }
      : { count: siteCount };
  return {
    version,
    site,
    figures: (ref) => figures.get(ref) ?? NO_REVIEWS,
    summary(ref) {
      const f = figures.get(ref);
      if (!f) return NO_REVIEWS;
      return f.average === undefined ? { count: f.count } : { count: f.count, average: f.average };
    },
  };
}

export async function reviewFiguresSource(
  db: Kysely<Database>,
  options: {
    /** The pages' clock: the 24-month window is counted back from it. */
    now: () => Date;
    log: { warn(object: object, message: string): void };
    checkIntervalMs?: number;
    /** Milliseconds for the check interval (tests move it). */
    tick?: () => number;
  },
): Promise<ReviewFiguresSource> {
  const interval = options.checkIntervalMs ?? 1000;
  const tick = options.tick ?? Date.now;
  let loaded = await load(db, await signatureOf(db));
  let version = 1;
  let view = workOut(loaded, options.now(), version);
  let viewHour = Math.floor(options.now().getTime() / HOUR_MS);
  let checkedAt = tick();
  let checking: Promise<ReviewFiguresView> | undefined;

  /** The view for now: worked out again when the hour turned since. */
  function viewNow(): ReviewFiguresView {
    const now = options.now();
    const hour = Math.floor(now.getTime() / HOUR_MS);
    if (hour !== viewHour) {
      version += 1;
      view = workOut(loaded, now, version);
      viewHour = hour;
    }
    return view;
  }

  async function check(): Promise<ReviewFiguresView> {
    const startedAt = tick();
    try {
      const signature = await signatureOf(db);
      if (signature !== loaded.signature) {
        loaded = await load(db, signature);
        version += 1;
        const now = options.now();
        view = workOut(loaded, now, version);
        viewHour = Math.floor(now.getTime() / HOUR_MS);
      }
    } catch (error) {
      options.log.warn(
        { error: { message: (error as Error).message } },
        "Could not reload the review figures; still showing the last ones",
      );
    }
    checkedAt = startedAt;
    return viewNow();
  }

  function look(): Promise<ReviewFiguresView> {
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  const timer = setInterval(() => {
    if (tick() - checkedAt >= interval) look().catch(() => {});
  }, interval);
  timer.unref();

  return {
    current() {
      if (tick() - checkedAt >= interval) look().catch(() => {});
      return viewNow();
    },
    async refresh() {
      if (checking) await checking.catch(() => {});
      return look();
    },
    version: () => viewNow().version,
    close: () => clearInterval(timer),
  };
}

/**
 * One page of a listing's published reviews for its profile, newest visit first, with its figures
 * (from the store, so the page and the cards agree). The text is the moderator's redacted one when
 * there is one; a reply shows only once published.
 */
export async function listingReviewsPage(
  db: Kysely<Database>,
  figures: ReviewFiguresView,
  listingRef: string,
  page: number,
): Promise<ListingReviewsPage> {
  const published = db.selectFrom("reviews").where("listing_ref", "=", listingRef).where("status", "=", "published");
  const { n } = await published.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount);
  const rows = await published
    .select(["id", "author_name", "visited_at", "overall", "text", "shown_text", "reply_text", "reply_status"])
    .orderBy("visited_at", "desc")
    .orderBy("id", "desc")
    .limit(REVIEWS_PAGE_SIZE)
    .offset((current - 1) * REVIEWS_PAGE_SIZE)
    .execute();
  return {
    figures: figures.figures(listingRef),
    total,
    page: current,
    pageCount,
    items: rows.map((r) => ({
      id: r.id,
      authorName: r.author_name,
      visitedMonth: nzDateTime(new Date(r.visited_at)).date.slice(0, 7),
      overall: Number(r.overall),
      text: r.shown_text ?? r.text,
      ...(r.reply_status === "published" && r.reply_text ? { reply: r.reply_text } : {}),
    })),
  };
}
