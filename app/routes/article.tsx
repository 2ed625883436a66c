import { Link } from "react-router";

import type { Route } from "./+types/article";
import { PageHeader } from "../components/page-header";
import { ARTICLES } from "../content/articles";
import { pageMeta } from "../lib/meta";
import { paths } from "../lib/paths";

function findArticle(slug: string) {
  return ARTICLES.find((a) => a.slug === slug);
}

export const meta: Route.MetaFunction = ({ params }) => {
  const article = findArticle(params.slug);
  if (!article)
    return pageMeta({
      title: "Article not found",
      description: "That article is not on our blog.",
      path: paths.article(params.slug),
      noindex: true,
    });
  return pageMeta({ title: article.title, description: article.excerpt, path: paths.article(article.slug) });
};

export default function ArticlePage({ params }: Route.ComponentProps) {
  const article = findArticle(params.slug);
  if (!article) {
    return (
      <PageHeader title="Article not found" lead="We could not find that article.">
        <p className="mt-6">
          <Link to={paths.blog()} className="btn-primary">
            Browse the blog
          </Link>
        </p>
      </PageHeader>
    );
  }
  return (
    <>
      <PageHeader title={article.title} lead={article.excerpt} />
      <div className="container-page prose-page max-w-3xl">
        {article.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
