import { Link } from "react-router";

import type { Route } from "./+types/accessibility";
import { PageHeader } from "../components/page-header";
import { SITE } from "../content/site";
import { SUPPORT_HOURS_LINE } from "../content/support-line";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Accessibility statement",
    description:
      "The accessibility standard NZ Dental Directory meets, how we test it, known limits, and how to report a barrier.",
    path: paths.accessibility(),
  });

export default function AccessibilityPage() {
  return (
    <>
      <PageHeader
        title="Accessibility statement"
        lead="Everyone should be able to find a dentist and ask for an appointment, whatever device or assistive technology they use."
      />
      <div className="container-page prose-page max-w-3xl">
        <h2>The standard we meet</h2>
        <p>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every public page of{" "}
          {SITE.name}, in line with the New Zealand Government Web Accessibility Standard.
        </p>
        <h2>How we test</h2>
        <ul>
          <li>
            Every public page is scanned automatically against the WCAG 2.2 A and AA rules, at phone and desktop widths,
            before each release.
          </li>
          <li>Every form is completed and sent with the keyboard alone in our automated tests.</li>
          <li>We check pages with a screen reader, at 200% zoom and at 320 px wide.</li>
        </ul>
        <h2>What works</h2>
        <ul>
          <li>
            All pages can be used with a keyboard, with a visible focus indicator and a “Skip to main content” link.
          </li>
          <li>Form errors are described in words, linked to their fields and announced to screen readers.</li>
          <li>Text and controls meet AA colour contrast; nothing depends on colour alone.</li>
          <li>Pages work without loading anything from other websites, and respect reduced-motion settings.</li>
        </ul>
        <h2>Known limits</h2>
        <ul>
          <li>Map areas are simplified illustrations; the address is always given in text beside them.</li>
          <li>Automated tests cannot catch every barrier, and some older blog images have brief descriptions only.</li>
        </ul>
        <h2>Report a barrier</h2>
        <p>
          If something on the site is hard to use, please tell us. We reply within 2 business days and aim to fix
          barriers within 10 business days.
        </p>
        <p>
          <Link
            to={paths.contact({ category: "technical", subject: "Accessibility barrier" })}
            className="btn-primary no-underline"
          >
            Report an accessibility barrier
          </Link>
        </p>
        <p>
          You can also call us on <a href={SITE.phoneHref}>{SITE.phone}</a> ({SUPPORT_HOURS_LINE}).
        </p>
        <p className="text-sm">This statement was last reviewed on 23 November 2026.</p>
      </div>
    </>
  );
}
