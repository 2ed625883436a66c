import { Link } from "react-router";

import type { Route } from "./+types/terms";
import { LegalPage } from "../components/legal-page";
import { PARTNER_PLAN, SITE } from "../content/site";
import { RESPONSE_TIMES } from "../../rules/response-times";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms of Service",
    description: `The terms for using ${SITE.name}: booking requests, listings, partner subscriptions and your responsibilities.`,
    path: paths.terms(),
  });

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms apply to your use of the {SITE.name} website. By using the site you agree to them. If you do not
        agree, please do not use the site.
      </p>

      <h2>1. Who can use the site</h2>
      <p>
        You must be at least {SITE.minimumAge} years old to send a booking request, a message or a partner application.
        A parent or guardian can send a request on behalf of a child or young person. Children and teenagers in New
        Zealand can get free basic dental care until their 18th birthday through publicly funded services.
      </p>

      <h2>2. What we do, and what we don&apos;t</h2>
      <p>
        We are a directory and booking-request service. We are not a dental practice and we do not provide dental or
        medical advice, diagnosis or treatment. Articles on the site are general information only. Your dentist is
        responsible for the care they provide. In an emergency, call 111.
      </p>

      <h2>3. Booking requests</h2>
      <p>
        A booking request is a request, not a confirmed appointment. We pass it to the practice, which confirms a time
        with you directly; we aim to confirm {RESPONSE_TIMES.bookingConfirmation}. Fees for treatment are set by each
        practice and paid to the practice, not to us. Prices shown on the site are typical ranges to help you compare,
        not quotes; ask the practice for an estimate before treatment.
      </p>

      <h2>4. Listings and reviews</h2>
      <p>
        We check practice listings regularly, but details such as hours, services and prices can change. Let us know if
        something is wrong. Reviews must be honest, about your own experience, and must not include anyone else&apos;s
        personal or health information. We may remove content that breaks these terms.
      </p>

      <h2>5. Your responsibilities</h2>
      <ul>
        <li>Give accurate information, and only information you are entitled to share.</li>
        <li>Do not misuse the site: no false requests, spam, automated scraping or attempts to break its security.</li>
        <li>Tell the practice directly if you need to change or cancel an appointment.</li>
      </ul>

      <h2>6. Partner practices</h2>
      <p>
        Practices that join the network pay ${PARTNER_PLAN.monthlyFee} per month, with no setup fees and a{" "}
        {PARTNER_PLAN.trialDays}-day free trial. The subscription can be cancelled at any time and ends at the close of
        the current billing month. Practices must hold current registration and practising certificates and keep their
        listing accurate, and must handle booking requests under the Health Information Privacy Code 2020.
      </p>

      <h2>7. Privacy</h2>
      <p>
        How we handle your information is explained in our <Link to={paths.privacy()}>Privacy Policy</Link>.
      </p>

      <h2>8. Liability</h2>
      <p>
        We provide the site &quot;as is&quot; and do our best to keep it accurate and available, but we cannot guarantee
        it will always be error-free. To the extent the law allows, we are not liable for loss arising from the
        treatment a practice provides or from relying on general information on the site. Nothing in these terms limits
        your rights under the Consumer Guarantees Act 1993 or the Fair Trading Act 1986 where they apply.
      </p>

      <h2>9. Changes and governing law</h2>
      <p>
        We may update these terms and will post the new version here with its date. These terms are governed by New
        Zealand law. Legal enquiries are answered within {RESPONSE_TIMES.legal}.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about these terms? <Link to={paths.contact()}>Contact us</Link>, call{" "}
        <a href={SITE.phoneHref}>{SITE.phone}</a> or write to us at {SITE.office}.
      </p>
    </LegalPage>
  );
}
