import type { ReactNode } from "react";
import { Link } from "react-router";

import { FOOTER_CITY_SLUGS, findCityName } from "../../rules/listings/city-names";
import { SITE } from "../content/site";
import { paths } from "../../rules/paths";
import { Logo } from "./logo";

const SERVICE_LINKS = [
  { to: paths.services(), label: "All Services and Prices" },
  { to: paths.service("implants"), label: "Dental Implants" },
  { to: paths.service("teeth-whitening"), label: "Teeth Whitening" },
  { to: paths.emergency(), label: "Emergency Dental Care" },
  { to: paths.costs(), label: "Costs and Funding" },
];

const COMPANY_LINKS = [
  { to: paths.about(), label: "About Us" },
  { to: paths.contact(), label: "Contact" },
  { to: paths.partner(), label: "Partner With Us" },
  { to: paths.practiceSignIn(), label: "Practice sign in" },
  { to: paths.privacy(), label: "Privacy Policy" },
  { to: paths.terms(), label: "Terms of Service" },
  { to: paths.accessibility(), label: "Accessibility" },
];

/** A footer column: its title, then its links (one under another, or as the list's classes lay them out). */
function FooterList({
  title,
  links,
  listClassName = "mt-3 space-y-2",
  children,
}: {
  title: string;
  links: { to: string; label: string }[];
  listClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-brand-100 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

export function SiteFooter() {
  const cityLinks = FOOTER_CITY_SLUGS.map((slug) => ({
    to: paths.city(slug),
    label: findCityName(slug)?.name ?? slug,
  }));
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-bold text-white">
            <Logo className="h-8 w-8" />
            {SITE.name}
          </p>
          <p className="mt-3 text-sm">{SITE.tagline}.</p>
          <p className="mt-4 text-sm">
            Contact for Support:{" "}
            <a className="font-semibold text-white underline" href={SITE.phoneHref}>
              {SITE.phone}
            </a>{" "}
            or{" "}
            <a className="font-semibold text-white underline" href={`mailto:${SITE.supportEmail}`}>
              {SITE.supportEmail}
            </a>
          </p>
        </div>
        <FooterList title="Services" links={SERVICE_LINKS} />
        <FooterList title="Locations" links={cityLinks} listClassName="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
          <Link to={paths.directory()} className="mt-3 inline-block text-sm font-semibold text-white underline">
            View All Locations
          </Link>
        </FooterList>
        <FooterList title="Company" links={COMPANY_LINKS} />
      </div>
      <div className="border-t border-brand-800">
        <p className="container-page py-6 text-sm">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {SITE.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
