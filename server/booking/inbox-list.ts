import { type Kysely, type Selectable, sql } from "kysely";

import { DEFAULT_INBOX_SORT, INBOX_PAGE_SIZE, type InboxSort, type ListResponse } from "../../rules/api/inbox";
import { FORMS } from "../../rules/workflows";
import { countNeedingRematching, needsRematching } from "./rematching";
import { inBatches } from "../platform/db/batches";
import type { Database } from "../platform/db/schema";
import type { FormName, SubmissionsTable } from "./submission-tables";

/*
 * The inbox's list of submissions, its filters and its order, and what shares the filters: the
 * exports' rows and the counts. Apart from the actions on one submission (operator-actions.ts), as
 * it only reads, many rows at a time.
 */

export interface ListFilter {
  form?: FormName;
  status?: string;
  city?: string;
  urgency?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  to?: string;
  /** Part of a name or e-mail address. */
  q?: string;
  /** true: only spam; "any": spam and the rest (the command line's --include-spam); otherwise spam is left out. */
  spam?: boolean | "any";
  /** Only bookings flagged for re-matching (server/booking/rematching.ts). */
  rematch?: boolean;
}

/** Which page of the inbox's list, in which order (rules/api/inbox.ts). */
export interface ListPage {
  sort?: InboxSort;
  /** 1-based. */
  page?: number;
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

function filtered(db: Kysely<Database>, filter: ListFilter) {
  let query = db.selectFrom("submissions");
  if (filter.spam !== "any") query = query.where("spam", "=", filter.spam ? 1 : 0);
  if (filter.form) query = query.where("form", "=", filter.form);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.city) query = query.where("city", "=", filter.city);
  if (filter.urgency) query = query.where("urgency", "=", filter.urgency);
  if (filter.rematch) query = query.where(needsRematching, "=", 1);
  if (filter.from) query = query.where("received_at", ">=", `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where("received_at", "<", nextDay(filter.to));
  if (filter.q) {
    const pattern = `%${filter.q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(email)`, "like", sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

/**
 * What the inbox's list shows of a submission (ListItem, rules/api/inbox.ts) but its id; the
 * exports open every line with the same (export.ts EXPORT_COLUMNS).
 */
export const SUMMARY_COLUMNS = [
  "reference",
  "form",
  "status",
  "spam",
  "received_at",
  "updated_at",
  "name",
  "email",
  "city",
  "urgency",
] as const;

const LIST_COLUMNS = ["id", ...SUMMARY_COLUMNS] as const;

/**
 * "urgent" (most urgent first, issue 38 item 5): an open emergency (new, or sent and not yet
 * answered), then a booking needing re-matching, an open urgent one, a new routine one, one
 * still open with a practice, and last everything handled. A CASE both databases evaluate the
 * same way, so the order and the paging happen in SQL.
 */
const urgencyRank = sql<number>`case
  when status in ('new', 'in_progress') and urgency = 'emergency' then 0
  when ${needsRematching} = 1 then 1
  when status in ('new', 'in_progress') and urgency = 'urgent' then 2
  when status = 'new' then 3
  when status in ('in_progress', 'reviewing') then 4
  else 5 end`;

export async function listForInbox(db: Kysely<Database>, filter: ListFilter & ListPage): Promise<ListResponse> {
  const { sort = DEFAULT_INBOX_SORT, page = 1, ...conditions } = filter;
  let itemsQuery = filtered(db, conditions).select([...LIST_COLUMNS, needsRematching.as("needs_rematching")]);
  itemsQuery =
    sort === "urgent"
      ? itemsQuery.orderBy(urgencyRank).orderBy("received_at", "asc")
      : itemsQuery.orderBy("received_at", "desc");
  // id last: a total order, so a row sits on exactly one page.
  itemsQuery = itemsQuery
    .orderBy("id")
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  const [items, total, newCounts, spamCount, rematchCount] = await Promise.all([
    itemsQuery.execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("submissions")
      .select(["form", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where("status", "=", "new")
      .where("spam", "=", 0)
      .groupBy("form")
      .execute(),
    db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("spam", "=", 1)
      .executeTakeFirstOrThrow(),
    countNeedingRematching(db),
  ]);
  const counts = Object.fromEntries(FORMS.map((form) => [form, 0])) as Record<FormName, number>;
  for (const row of newCounts) counts[row.form] = Number(row.n);
  const matching = Number(total.n);
  return {
    items,
    total: matching,
    sort,
    page,
    pageSize: INBOX_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(matching / INBOX_PAGE_SIZE)),
    newCounts: counts,
    spamCount: Number(spamCount.n),
    rematchCount,
  };
}

/** Rows the CSV export reads from the database at a time. */
const EXPORT_BATCH = 500;

/**
 * Every column of a filtered list, for the exports: newest first (the inbox) or oldest first (the
 * command line), ties in reference order. No limit on the rows, so they come a batch at a time
 * (keyset pagination after the last row sent).
 */
export function exportRows(db: Kysely<Database>, filter: ListFilter, order: "newest-first" | "oldest-first") {
  const newestFirst = order === "newest-first";
  return inBatches<Selectable<SubmissionsTable>>((after) => {
    let query = filtered(db, filter).selectAll();
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb("received_at", newestFirst ? "<" : ">", after.received_at),
          eb.and([eb("received_at", "=", after.received_at), eb("reference", ">", after.reference)]),
        ]),
      );
    }
    return query
      .orderBy("received_at", newestFirst ? "desc" : "asc")
      .orderBy("reference")
      .limit(EXPORT_BATCH)
      .execute();
  }, EXPORT_BATCH);
}

/** Booking requests received since `since` (ISO 8601), spam left out: the partner page's figure. */
export async function countBookingsSince(db: Kysely<Database>, since: string): Promise<number> {
  const row = await filtered(db, { form: "booking" })
    .where("received_at", ">=", since)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many rows the export of a filtered list holds now (for its audit entry). */
export async function countExportRows(db: Kysely<Database>, filter: ListFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
