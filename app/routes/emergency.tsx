import type { Route } from "./+types/emergency";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Emergency Dental Care",
    description: "Severe toothache, a knocked-out or broken tooth? Here is what to do now and where to go.",
    path: "/emergency",
  });

export default function EmergencyPage() {
  return (
    <PageHeader
      title="Emergency Dental Care"
      lead="Severe toothache, a knocked-out or broken tooth? Here is what to do now and where to go."
    />
  );
}
