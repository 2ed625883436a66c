import type { Route } from "./+types/blog-search";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Search the Blog",
    description: "Articles matching your topic.",
    path: "/blog/search",
  });

export default function BlogSearchPage() {
  return <PageHeader title="Search the Blog" lead="Articles matching your topic." />;
}
