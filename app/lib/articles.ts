import type { Article, ArticleSummary } from "../content/types";
import { foldText } from "./text";

/** Blog listing, sorting and search: pure functions over the article content. */

export const SORT_OPTIONS = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "popular", label: "Most Popular" },
] as const;

type SortOrder = (typeof SORT_OPTIONS)[number]["value"];

export const ALL_CATEGORIES = "All";

/** How many cards the listing shows at first and adds with each Load More. */
export const PAGE_SIZE = 6;

export function parseSort(value: string | null | undefined): SortOrder {
  return SORT_OPTIONS.some((o) => o.value === value) ? (value as SortOrder) : "newest";
}

/** Categories in order of first appearance. */
export function categoriesOf(articles: readonly ArticleSummary[]): string[] {
  return [...new Set(articles.map((a) => a.category))];
}

export function sortArticles<T extends ArticleSummary>(articles: readonly T[], order: SortOrder): T[] {
  const copy = [...articles];
  if (order === "popular") return copy.sort((a, b) => b.views - a.views);
  const sign = order === "newest" ? -1 : 1;
  return copy.sort((a, b) => sign * a.date.localeCompare(b.date));
}

/** The featured article is the newest one, whatever the filters. */
export function featuredArticle<T extends ArticleSummary>(articles: readonly T[]): T | undefined {
  return sortArticles(articles, "newest")[0];
}

/**
 * The card grid: with every category, all articles but the featured one; with a category, every
 * article in it (the featured card is hidden then).
 */
export function listArticles<T extends ArticleSummary>(
  articles: readonly T[],
  category: string,
  order: SortOrder,
): T[] {
  const featured = featuredArticle(articles);
  const pool =
    category === ALL_CATEGORIES
      ? articles.filter((a) => a !== featured)
      : articles.filter((a) => a.category === category);
  return sortArticles(pool, order);
}

function searchableText(a: Article): string {
  return foldText(
    [a.title, a.excerpt, a.category, a.tags.join(" "), ...a.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join(
      " ",
    ),
  );
}

/**
 * Articles matching a topic slug ("gum-health") or free words ("wisdom teeth"). A query that names a
 * tag lists exactly the articles carrying it; otherwise an article matches when every word appears
 * in it, title matches first, then the most read.
 */
export function searchArticles(articles: readonly Article[], query: string): Article[] {
  const words = foldText(query.trim())
    .split(/[\s-]+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) return [];
  const byViews = (a: Article, b: Article) => b.views - a.views;
  const tagged = articles.filter((a) => a.tags.includes(words.join("-")));
  if (tagged.length > 0) return tagged.sort(byViews);
  const inTitle = (a: Article) => words.every((w) => foldText(a.title).includes(w));
  return articles
    .filter((a) => {
      const text = searchableText(a);
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => Number(inTitle(b)) - Number(inTitle(a)) || byViews(a, b));
}

/** Up to `count` other articles, most shared tags first, then the same category, then popularity. */
export function relatedArticles<T extends ArticleSummary>(
  articles: readonly T[],
  article: ArticleSummary,
  count = 3,
): T[] {
  return articles
    .filter((a) => a.slug !== article.slug)
    .map((a) => ({
      a,
      shared: a.tags.filter((t) => article.tags.includes(t)).length + (a.category === article.category ? 1 : 0),
    }))
    .filter((r) => r.shared > 0)
    .sort((x, y) => y.shared - x.shared || y.a.views - x.a.views)
    .slice(0, count)
    .map((r) => r.a);
}

/** The article without its body, for pages that only list it (keeps bodies out of their JavaScript). */
export function summaryOf({ sections: _body, ...summary }: Article): ArticleSummary {
  return summary;
}
