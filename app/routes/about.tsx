import type { Route } from "./+types/about";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About Us",
    description: "Since 2020 we have helped New Zealanders find dentists they can trust.",
    path: "/about",
  });

export default function AboutPage() {
  return <PageHeader title="About Us" lead="Since 2020 we have helped New Zealanders find dentists they can trust." />;
}
