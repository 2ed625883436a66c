import type { Route } from "./+types/booking-success";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Booking Request Received",
    description: "Thank you. We have your request and will be in touch within 24 hours.",
    path: "/booking-success",
  });

export default function BookingSuccessPage() {
  return (
    <PageHeader
      title="Booking Request Received"
      lead="Thank you. We have your request and will be in touch within 24 hours."
    />
  );
}
