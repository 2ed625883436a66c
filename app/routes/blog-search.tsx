import { Form, Link, useSearchParams } from "react-router";

import type { Route } from "./+types/blog-search";
import { BlogCards } from "../components/blog-card";
import { PageHeader } from "../components/page-header";
import { TopicLinks } from "../components/topic-links";
import { ARTICLES, POPULAR_TOPICS } from "../content/articles";
import { searchArticles } from "../lib/articles";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";
import { useHydrated } from "../lib/use-hydrated";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Search the Blog",
    description: "Find our dental health guides by topic or keyword.",
    path: "/blog/search",
    noindex: true,
  });

/** Served client-only: the query (?q=) is read after hydration. */
export default function BlogSearchPage() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const q = hydrated ? (searchParams.get("q") ?? "").trim() : "";
  const topic = POPULAR_TOPICS.find((t) => t.slug === q);
  const results = q ? searchArticles(ARTICLES, q) : [];
  const shownQuery = topic ? topic.label : q.replace(/-/g, " ");

  return (
    <>
      <PageHeader title="Search the Blog" lead="Find our dental health guides by topic or keyword.">
        <Form method="get" action="/blog/search" role="search" className="mt-6 flex max-w-xl gap-3" key={q}>
          <div className="flex-1">
            <label htmlFor="blog-q" className="sr-only">
              Search articles
            </label>
            <input
              id="blog-q"
              name="q"
              type="search"
              defaultValue={q.replace(/-/g, " ")}
              className="field-input"
              placeholder="e.g. wisdom teeth"
            />
          </div>
          <button type="submit" className="btn-primary">
            Search
          </button>
        </Form>
      </PageHeader>
      <section className="container-page pb-14" aria-labelledby="results-heading">
        <h2 id="results-heading" className="text-2xl font-bold" aria-live="polite">
          {!q
            ? "Browse by topic"
            : results.length === 0
              ? `No articles found for “${shownQuery}”`
              : `${results.length} ${results.length === 1 ? "article" : "articles"} about “${shownQuery}”`}
        </h2>
        {results.length > 0 ? (
          <BlogCards articles={results} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
        ) : (
          <TopicLinks topics={POPULAR_TOPICS} className="mt-4 flex flex-wrap gap-2" label="Popular topics" />
        )}
        <p className="mt-8">
          <Link to={paths.blog()} className="font-semibold text-brand-700 underline">
            Back to all articles
          </Link>
        </p>
      </section>
    </>
  );
}
