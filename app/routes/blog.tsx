import type { Route } from "./+types/blog";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Dental Health Blog",
    description: "Plain-language guides to dental costs, treatments and looking after your teeth in New Zealand.",
    path: "/blog",
  });

export default function BlogPage() {
  return (
    <PageHeader
      title="Dental Health Blog"
      lead="Plain-language guides to dental costs, treatments and looking after your teeth in New Zealand."
    />
  );
}
