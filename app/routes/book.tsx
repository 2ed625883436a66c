import type { Route } from "./+types/book";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Book an Appointment",
    description: "Tell us what you need and when, and we will match you with a dentist within 2 hours.",
    path: "/book",
  });

export default function BookPage() {
  return (
    <PageHeader
      title="Book an Appointment"
      lead="Tell us what you need and when, and we will match you with a dentist within 2 hours."
    />
  );
}
