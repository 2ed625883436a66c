import type { Route } from "./+types/privacy-policy";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "How we collect, use and protect your personal and health information.",
    path: "/privacy-policy",
  });

export default function PrivacyPolicyPage() {
  return (
    <PageHeader title="Privacy Policy" lead="How we collect, use and protect your personal and health information." />
  );
}
