import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { SITE } from "../content/site";
import { paths } from "../../rules/paths";
import { Logo } from "./logo";

/**
 * The main navigation, English first with te reo Māori beneath (`lang="mi"`, so screen readers say
 * it in Māori) where the term is certain and in common use on New Zealand health and government
 * sites; English alone where it is not (D595).
 */
const NAV_LINKS: readonly { to: string; label: string; mi?: string }[] = [
  { to: paths.directory(), label: "Find Dentists", mi: "Rata niho" },
  { to: paths.services(), label: "Services", mi: "Ratonga" },
  { to: paths.compare(), label: "Compare" },
  { to: paths.blog(), label: "Blog" },
  { to: paths.emergency(), label: "Emergency", mi: "Ohotata" },
];

/** One link of either menu: Emergency in red, the current page underlined. */
function NavItem({ link, block = "" }: { link: (typeof NAV_LINKS)[number]; block?: string }) {
  return (
    <NavLink
      to={link.to}
      className={({ isActive }) =>
        `${block} rounded-md px-3 py-2 text-sm ${
          link.to === paths.emergency()
            ? "font-semibold text-red-700 hover:bg-red-50"
            : `font-medium hover:bg-brand-50 hover:text-brand-800 ${isActive ? "text-brand-800 underline decoration-2 underline-offset-4" : "text-slate-700"}`
        }`
      }
    >
      {link.label}
      {/* On a line of its own, as an inline block: the current page's underline stays on the English. */}
      {link.mi && (
        <>
          <br />
          <span lang="mi" className="inline-block text-xs font-normal">
            {link.mi}
          </span>
        </>
      )}
    </NavLink>
  );
}

/**
 * The phone menu is a native disclosure (`<details>`), so it opens and closes without JavaScript;
 * with it, the menu also closes on Escape and on any navigation. Its panel hangs below the header.
 */
/** The site's header; on a practice's private pages, without the public menu. */
export function SiteHeader({ practice }: { practice?: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={paths.home()} className="flex items-center gap-2 font-bold text-brand-800">
          <Logo className="h-8 w-8" />
          <span>{SITE.name}</span>
        </Link>

        {/* A practice's private pages (its link, its account) are not for patients: no public menu, no "Book Now". */}
        {practice ? <p className="text-sm font-semibold text-slate-700">For practices</p> : <PublicMenu />}
      </div>
    </header>
  );
}

function PublicMenu() {
  const location = useLocation();
  // The menu is open only on the page where it was opened, so any navigation closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const menuOpen = openOnKey === location.key;
  const setMenuOpen = (open: boolean) => setOpenOnKey(open ? location.key : null);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);

  // Opened before the page's script ran: the state follows the disclosure, so navigation closes it.
  useEffect(() => {
    if (menuRef.current?.open) setOpenOnKey(location.key);
    // Only once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOnKey(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
        {NAV_LINKS.map((link) => (
          <NavItem key={link.to} link={link} />
        ))}
        <Link to={paths.book()} className="btn-primary ml-2">
          Book Now
        </Link>
      </nav>

      <details
        ref={menuRef}
        className="group lg:hidden"
        open={menuOpen}
        onToggle={(event) => {
          if (event.currentTarget.open !== menuOpen) setMenuOpen(event.currentTarget.open);
        }}
      >
        <summary
          ref={toggleRef}
          className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        >
          {/* The hidden words are left out of its name: "Open menu", or "Close menu" once open. */}
          <span className="sr-only">
            <span className="group-open:hidden">Open menu</span>
            <span className="hidden group-open:inline">Close menu</span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
            <path className="hidden group-open:inline" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </summary>

        <nav aria-label="Main" className="absolute inset-x-0 top-full border-y border-slate-200 bg-white">
          <ul className="container-page flex flex-col gap-1 py-3">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavItem link={link} block="block" />
              </li>
            ))}
            <li className="pt-2">
              <Link to={paths.book()} className="btn-primary w-full">
                Book Now
              </Link>
            </li>
          </ul>
        </nav>
      </details>
    </>
  );
}
