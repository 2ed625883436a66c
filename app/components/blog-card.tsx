import { Link } from "react-router";

import type { ArticleSummary } from "../content/types";
import { formatDate } from "../lib/dates";
import { paths } from "../../rules/paths";

/** Author, date and read time, as shown on cards and at the top of an article. */
export function ArticleByline({ article }: { article: ArticleSummary }) {
  return (
    <p className="text-sm text-slate-700">
      <span>{article.author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={article.date}>{formatDate(article.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{article.readTime} min read</span>
    </p>
  );
}

/** One article in a listing; `featured` lays it out wide with a bigger title. */
export function BlogCard({
  article,
  featured = false,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`card relative flex h-full overflow-hidden focus-within:ring-2 focus-within:ring-sky-700 ${featured ? "flex-col md:flex-row" : "flex-col"}`}
      data-testid={featured ? "featured-article" : "article-card"}
    >
      <img
        src={article.image}
        alt={article.imageAlt}
        width={640}
        height={360}
        loading={featured ? "eager" : "lazy"}
        className={`aspect-video w-full bg-brand-50 object-cover ${featured ? "md:w-1/2" : ""}`}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{article.category}</p>
        <Heading className={featured ? "text-2xl font-extrabold" : "text-lg font-bold"}>
          <Link
            to={paths.article(article.slug)}
            className="after:absolute after:inset-0 hover:underline focus:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="text-slate-700">{article.excerpt}</p>
        <div className="mt-auto pt-2">
          <ArticleByline article={article} />
        </div>
      </div>
    </article>
  );
}

/** Articles as a grid of cards; the grid's columns and spacing are the page's. */
export function BlogCards({ articles, className }: { articles: readonly ArticleSummary[]; className: string }) {
  return (
    <ul className={className}>
      {articles.map((article) => (
        <li key={article.slug}>
          <BlogCard article={article} />
        </li>
      ))}
    </ul>
  );
}
