import type { Route } from "./+types/surgical";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Oral Surgery",
    description: "Wisdom teeth, implants, extractions and jaw surgery from experienced oral surgeons.",
    path: "/surgical",
  });

export default function SurgicalPage() {
  return (
    <PageHeader
      title="Oral Surgery"
      lead="Wisdom teeth, implants, extractions and jaw surgery from experienced oral surgeons."
    />
  );
}
