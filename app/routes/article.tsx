import { data, isRouteErrorResponse, Link } from "react-router";

import type { Route } from "./+types/article";
import { ArticleByline, BlogCard } from "../components/blog-card";
import { LazyNewsletterForm } from "../components/forms/lazy-newsletter-form";
import { ButtonLinks } from "../components/button-links";
import { PageHeader } from "../components/page-header";
import { ARTICLES } from "../content/articles";
import { SITE } from "../content/site";
import { TEAM } from "../content/team";
import { relatedArticles, summaryOf } from "../lib/articles";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

// Runs at build time only (prerender): the page ships its own article, not every article's body.
// A slug that was not prerendered has no data file, so the browser gets a 404 and the
// ErrorBoundary below leads back to the blog.
export function loader({ params }: Route.LoaderArgs) {
  const article = ARTICLES.find((a) => a.slug === params.slug);
  if (!article) throw data("Article not found", { status: 404 });
  return {
    article,
    author: TEAM.find((t) => t.name === article.author) ?? null,
    related: relatedArticles(ARTICLES, article).map(summaryOf),
  };
}

/**
 * In the browser, only asks for the prerendered data. It exists so that an address that was not
 * prerendered fetches its (missing) data file and gets a 404 the ErrorBoundary can explain, instead
 * of React Router's "no result" error (the crash page) on the first load.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}

export const meta: Route.MetaFunction = ({ params, loaderData }) => {
  const article = loaderData?.article;
  if (!article)
    return pageMeta({
      title: "Article not found",
      description: "That article is not on our blog.",
      path: paths.article(params.slug),
      noindex: true,
    });
  const author = loaderData.author;
  return pageMeta({
    title: article.title,
    description: article.excerpt,
    path: paths.article(article.slug),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.excerpt,
        image: `${SITE.origin}${article.image}`,
        datePublished: article.date,
        author: { "@type": "Person", name: article.author, ...(author ? { jobTitle: author.role } : {}) },
        publisher: { "@type": "Organization", name: SITE.name, url: SITE.origin },
        mainEntityOfPage: `${SITE.origin}${paths.article(article.slug)}`,
        articleSection: article.category,
        keywords: article.tags.join(", "),
      },
    ],
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, author, related } = loaderData;
  return (
    <>
      <div className="bg-brand-50">
        <nav aria-label="Breadcrumb" className="container-page pt-4 text-sm">
          <Link to={paths.blog()} className="font-medium text-brand-700 underline">
            Blog
          </Link>
          <span aria-hidden="true"> / </span>
          <span className="text-slate-700">{article.category}</span>
        </nav>
      </div>
      <PageHeader title={article.title} lead={article.excerpt}>
        <div className="mt-4">
          <ArticleByline article={article} />
        </div>
      </PageHeader>
      <div className="container-page pb-10">
        <article className="max-w-3xl">
          <img
            src={article.image}
            alt={article.imageAlt}
            width={640}
            height={360}
            fetchPriority="high"
            className="mb-8 aspect-video w-full rounded-xl bg-brand-50 object-cover"
          />
          <div className="prose-page">
            {article.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.paragraphs.map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
              </section>
            ))}
            <p className="text-sm italic">
              This article is general information, not a diagnosis. For advice about your own teeth, see a dentist or
              call Healthline on 0800 611 116.
            </p>
          </div>

          {author && (
            <aside aria-label="About the author" className="card mt-8 flex gap-4 p-5">
              <img
                src={author.image}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="h-16 w-16 shrink-0 rounded-full bg-brand-50"
              />
              <div>
                <p className="font-bold">
                  {author.name}, <span className="font-normal">{author.role}</span>
                </p>
                <p className="mt-1 text-sm text-slate-700">{author.bio}</p>
              </div>
            </aside>
          )}

          <section aria-labelledby="cta-heading" className="mt-8 rounded-xl bg-brand-800 p-6 text-white">
            <h2 id="cta-heading" className="text-xl font-bold">
              Ready to see a dentist?
            </h2>
            <p className="mt-2">Compare verified dentists near you and send a booking request in minutes.</p>
            <p className="mt-4 flex flex-wrap gap-3">
              <Link to={paths.book()} className="btn bg-white text-brand-800 hover:bg-brand-50">
                Book an Appointment
              </Link>
              <Link to={paths.directory()} className="btn border border-white text-white hover:bg-brand-900">
                Find a Dentist
              </Link>
            </p>
          </section>
        </article>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-slate-50 py-10">
          <div className="container-page">
            <h2 id="related-heading" className="text-2xl font-bold">
              Related articles
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((a) => (
                <li key={a.slug}>
                  <BlogCard article={a} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <div className="container-page py-10">
        <div className="max-w-3xl">
          <LazyNewsletterForm />
        </div>
      </div>
    </>
  );
}

/** An address under /blog that has no article (answered 404): the way back to the blog and its search. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <PageHeader
      title="Article not found"
      lead="We could not find that article. It may have moved, or the link may be mistyped."
    >
      <ButtonLinks
        links={[
          { to: paths.blog(), label: "Browse the blog" },
          { to: paths.emergency(), label: "Dental emergency" },
        ]}
      />
    </PageHeader>
  );
}
