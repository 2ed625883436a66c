import type { Route } from "./+types/directory";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Find a Dentist",
    description: "Search verified dentists across New Zealand by name, location and service.",
    path: "/directory",
  });

export default function DirectoryPage() {
  return (
    <PageHeader
      title="Find a Dentist"
      lead="Search verified dentists across New Zealand by name, location and service."
    />
  );
}
