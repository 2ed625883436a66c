import { Link } from "react-router";

import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "../components/legal-page";
import { SITE } from "../content/site";
import { RESPONSE_TIMES } from "../../rules/response-times";
import { RETENTION } from "../../rules/retention";
import { WAITLIST_CONFIRM_HOURS, WAITLIST_MAX_MONTHS } from "../../rules/waitlist";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: `How ${SITE.name} collects, uses, shares, keeps and protects your personal and health information under the Privacy Act 2020.`,
    path: paths.privacy(),
  });

const privacyEmail = SITE.emails.find((e) => e.role === "Privacy and legal")?.address ?? SITE.supportEmail;

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        {SITE.name} (&quot;we&quot;, &quot;us&quot;) runs a website that helps people in New Zealand find dentists and
        send them appointment requests. Because a booking request can say something about your health, we treat
        everything you send us as health information and handle it under the Privacy Act 2020 and the Health Information
        Privacy Code 2020. This policy explains what we collect, why, who sees it, how long we keep it and the rights
        you have.
      </p>

      <h2>1. What we collect</h2>
      <ul>
        <li>
          <strong>Booking requests:</strong> your name, e-mail address, phone number, the practice or dentist you chose,
          the service you need, your preferred date and time, whether it is urgent, and anything you write in the
          message box (which may include symptoms or dental history).
        </li>
        <li>
          <strong>Contact messages:</strong> your name, e-mail address, phone number if you give it, the topic and your
          message.
        </li>
        <li>
          <strong>Partner applications:</strong> the practice&apos;s name and details, and the name and contact details
          of the person applying.
        </li>
        <li>
          <strong>Waitlist for an earlier time:</strong> if you ask to hear of an earlier time, the practice (or city)
          and the date until which you want to hear. Joined from a practice&apos;s page, with no booking yet, it also
          holds the details a booking needs (your name, e-mail address, phone number and the service), so that a time
          you take becomes a booking.
        </li>
        <li>
          <strong>Newsletter:</strong> your e-mail address, if you sign up.
        </li>
        <li>
          <strong>Technical information:</strong> our server records basic request details (such as the page asked for,
          the time and your IP address) to keep the site secure and working. We do not use advertising or tracking
          cookies, and we load nothing from third-party sites.
        </li>
      </ul>
      <p>
        We collect information directly from you. Only give us the health details needed for the practice to understand
        your request. If you choose &quot;Find Nearest&quot; on our Emergency page, your location is used only inside
        your browser to sort clinics by distance; it is never sent to us.
      </p>

      <h2>2. Why we collect it</h2>
      <p>We use your information only to:</p>
      <ul>
        <li>pass your booking request to the practice you chose and help arrange your appointment;</li>
        <li>reply to your messages and support requests;</li>
        <li>assess and manage partner applications and listings;</li>
        <li>send the newsletter you asked for (every e-mail has an unsubscribe link);</li>
        <li>prevent misuse of the site and meet our legal obligations.</li>
      </ul>
      <p>We do not sell your information, and we do not use your health information for marketing.</p>

      <h2>3. Who sees it</h2>
      <p>
        Your booking request is shared only with the dental practice you selected (or, if you ask us to find one, the
        practice we match you with). Within our team, only the staff who handle requests and support can see it. We use
        New Zealand-based or equivalent-standard service providers to host the site and send e-mail; they may store the
        information only to provide that service. We disclose information to others only where the law requires or
        allows it, for example to prevent a serious threat to someone&apos;s life or health.
      </p>

      <h2>4. How long we keep it</h2>
      <p>
        Booking requests and messages are kept for {RETENTION.months} months after they are closed, then deleted.
        Partner records are kept while the practice is listed and for {RETENTION.months} months afterwards. Newsletter
        addresses are no longer used once you unsubscribe and are deleted within {RETENTION.months} months. If you
        withdraw a booking request from its private status link, we erase your name, contact details and message at once
        and keep only a record that the request existed. A place on the waitlist is deleted on the date you chose (at
        most {WAITLIST_MAX_MONTHS} months ahead), when you leave it (from your request&apos;s status page, or by the
        link in an e-mail offering a time), or when its booking is erased; one joined from a practice&apos;s page and
        not confirmed from its e-mail within {WAITLIST_CONFIRM_HOURS} hours is deleted too. Once information reaches the
        practice, the practice holds its own copy under its own obligations as a health provider.
      </p>

      <h2>5. How we protect it</h2>
      <p>
        Information is sent over encrypted connections (HTTPS), stored on secured servers and open only to staff who
        need it. If a privacy breach is likely to cause serious harm, we will tell you and the Privacy Commissioner as
        soon as practicable, as the Privacy Act requires.
      </p>

      <h2>6. Your rights: access and correction</h2>
      <p>
        You can ask to see the personal information we hold about you and ask us to correct it. E-mail{" "}
        <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> or use our <Link to={paths.contact()}>contact page</Link>.
        We may need to confirm your identity first. We will respond to privacy inquiries within {RESPONSE_TIMES.privacy}
        . There is no charge for access or correction. If we decide not to correct something, you can ask us to attach a
        statement of the correction you asked for.
      </p>

      <h2>7. Complaints</h2>
      <p>
        If you have a concern about how we handle your information, please contact us first so we can try to put it
        right. If you are not satisfied with our response, you can complain to the Office of the Privacy Commissioner at
        privacy.org.nz or on 0800 803 909. Concerns about the care a dental practice gave you can be raised with the
        Health and Disability Commissioner.
      </p>

      <h2>8. Changes and contact</h2>
      <p>
        We will post any changes to this policy on this page and update the date at the top. For any privacy question,{" "}
        <Link to={paths.contact()}>contact us</Link> or write to our privacy officer at {SITE.office}. Other legal
        enquiries are answered within {RESPONSE_TIMES.legal}.
      </p>
    </LegalPage>
  );
}
