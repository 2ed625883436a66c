import { useSearchParams } from "react-router";

import type { Route } from "./+types/blog";
import { BlogCard, BlogCards } from "../components/blog-card";
import { LazyNewsletterForm } from "../components/forms/lazy-newsletter-form";
import { PageHeader } from "../components/page-header";
import { TitledSection } from "../components/titled-section";
import { TopicLinks } from "../components/topic-links";
import { ARTICLES, POPULAR_TOPICS } from "../content/articles";
import {
  ALL_CATEGORIES,
  categoriesOf,
  featuredArticle,
  listArticles,
  PAGE_SIZE,
  parseSort,
  SORT_OPTIONS,
  summaryOf,
} from "../lib/articles";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";
import { useHydrated } from "../lib/use-hydrated";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Dental Health Blog",
    description: "Plain-language guides to dental costs, treatments and looking after your teeth in New Zealand.",
    path: paths.blog(),
  });

// Runs at build time only (prerender): the page ships the cards in its HTML, not every article's body
// in its JavaScript.
export function loader() {
  return { articles: ARTICLES.map(summaryOf), popularTopics: POPULAR_TOPICS };
}

/** Category, sort and how many cards show live in the query (?category=&sort=&shown=), read after hydration. */
export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { articles, popularTopics } = loaderData;
  const categories = [ALL_CATEGORIES, ...categoriesOf(articles)];
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = hydrated ? searchParams : new URLSearchParams();

  const category = categories.includes(params.get("category") ?? "") ? params.get("category")! : ALL_CATEGORIES;
  const sort = parseSort(params.get("sort"));
  const shownParam = Number(params.get("shown"));
  const shown = Number.isInteger(shownParam) && shownParam > PAGE_SIZE ? shownParam : PAGE_SIZE;

  const featured = featuredArticle(articles);
  const list = listArticles(articles, category, sort);
  const visible = list.slice(0, shown);

  function update(next: { category?: string; sort?: string; shown?: number }) {
    const merged = { category, sort: sort as string, shown, ...next };
    const query = new URLSearchParams();
    if (merged.category !== ALL_CATEGORIES) query.set("category", merged.category);
    if (merged.sort !== "newest") query.set("sort", merged.sort);
    if (merged.shown > PAGE_SIZE) query.set("shown", String(merged.shown));
    setSearchParams(query, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <PageHeader
        title="Dental Health Blog"
        lead="Plain-language guides to dental costs, treatments and looking after your teeth in New Zealand."
      />
      <div className="container-page grid gap-10 pb-14 lg:grid-cols-[1fr_18rem]">
        <div>
          {category === ALL_CATEGORIES && featured && (
            <TitledSection
              id="featured-heading"
              title="Featured article"
              className="mb-10"
              headingClassName="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase"
            >
              <BlogCard article={featured} featured />
            </TitledSection>
          )}

          <section aria-labelledby="articles-heading">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <h2 id="articles-heading" className="text-2xl font-bold">
                {category === ALL_CATEGORIES ? "Latest articles" : category}
              </h2>
              <div className="sm:w-56">
                <label htmlFor="blog-sort" className="field-label">
                  Sort by
                </label>
                <select
                  id="blog-sort"
                  className="field-input"
                  value={sort}
                  onChange={(e) => update({ sort: e.target.value, shown: PAGE_SIZE })}
                >
                  {SORT_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <p className="mt-2 text-sm text-slate-700" aria-live="polite">
              Showing {visible.length} of {list.length} {list.length === 1 ? "article" : "articles"}
            </p>
            <BlogCards articles={visible} className="mt-5 grid gap-6 sm:grid-cols-2" />
            {list.length > visible.length && (
              <p className="mt-8 text-center">
                <button type="button" className="btn-secondary" onClick={() => update({ shown: shown + PAGE_SIZE })}>
                  Load More
                </button>
              </p>
            )}
          </section>
        </div>

        <aside className="space-y-8" aria-label="Browse the blog">
          <TitledSection id="categories-heading" title="Categories" headingClassName="text-lg font-bold" as="nav">
            <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col">
              {categories.map((c) => (
                <li key={c}>
                  <button
                    type="button"
                    aria-pressed={c === category}
                    onClick={() => update({ category: c, shown: PAGE_SIZE })}
                    className={`rounded-full border px-3 py-1.5 text-sm font-medium lg:w-full lg:rounded-lg lg:text-left ${
                      c === category
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-slate-800 hover:border-brand-700"
                    }`}
                  >
                    {c}
                  </button>
                </li>
              ))}
            </ul>
          </TitledSection>
          <TitledSection id="topics-heading" title="Popular topics" headingClassName="text-lg font-bold" as="nav">
            <TopicLinks topics={popularTopics} className="mt-3 flex flex-wrap gap-2" />
          </TitledSection>
          <LazyNewsletterForm />
        </aside>
      </div>
    </>
  );
}
