import type { Kysely } from "kysely";

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../rules/api/listings";
import type { ListingRow } from "../../rules/api/listings-admin";
import type { ListingKind, ListingStatus } from "../../rules/listings/types";
import { foldText } from "../../rules/text";
import type { Database } from "../platform/db/schema";
import { LISTING_TABLES } from "./rows";

/*
 * The inbox's list of listings: a page of summaries of any status, chosen by kind, status and text
 * (name, practice, id or city; case and macrons ignored).
 */

type Db = Kysely<Database>;

/** One listing as the inbox's list shows it (the listings API's row). */
type ListingSummary = ListingRow;

export interface ListingsQuery {
  kind?: ListingKind;
  status?: ListingStatus;
  text?: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

interface SummaryPage {
  items: ListingSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export async function listListings(db: Db, query: ListingsQuery = {}): Promise<SummaryPage> {
  const kinds = query.kind ? [query.kind] : (Object.keys(LISTING_TABLES) as ListingKind[]);
  const rows: ListingSummary[] = [];
  for (const kind of kinds) {
    const table = LISTING_TABLES[kind];
    let select = db
      .selectFrom(`${table} as l` as "dentists as l")
      .innerJoin("practices as p", "p.id", "l.practice_id")
      .select([
        "l.id",
        kind === "emergency-clinic" ? "p.name as name" : "l.name as name",
        "p.name as practice",
        "p.city_slug",
        "l.status",
        "l.checked_on",
        "l.updated_at",
      ]);
    if (query.status) select = select.where("l.status", "=", query.status);
    for (const r of await select.execute()) {
      rows.push({
        kind,
        id: r.id,
        name: r.name,
        practice: r.practice,
        citySlug: r.city_slug,
        status: r.status,
        checkedOn: r.checked_on,
        updatedAt: r.updated_at,
      });
    }
  }
  // Matched here rather than in SQL: the same folding as the site's search, on both databases.
  const words = foldText(query.text ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const matching = rows.filter((r) => {
    const haystack = foldText(`${r.name} ${r.practice} ${r.id} ${r.citySlug}`);
    return words.every((w) => haystack.includes(w));
  });
  matching.sort((a, b) => foldText(a.name).localeCompare(foldText(b.name)) || a.id.localeCompare(b.id));
  const pageSize = Math.min(Math.max(1, query.pageSize ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pageCount);
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
    pageCount,
  };
}
