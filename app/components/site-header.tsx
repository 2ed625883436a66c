import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { SITE } from "../content/site";
import { paths } from "../../rules/paths";
import { Logo } from "./logo";

const NAV_LINKS = [
  { to: paths.directory(), label: "Find Dentists" },
  { to: paths.services(), label: "Services" },
  { to: paths.compare(), label: "Compare" },
  { to: paths.blog(), label: "Blog" },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? "text-brand-800 underline decoration-2 underline-offset-8" : "text-slate-700"
  }`;

export function SiteHeader() {
  const location = useLocation();
  // The menu is open only on the page where it was opened, so any navigation closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const menuOpen = openOnKey === location.key;
  const setMenuOpen = (open: boolean) => setOpenOnKey(open ? location.key : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

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
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={paths.home()} className="flex items-center gap-2 font-bold text-brand-800">
          <Logo className="h-8 w-8" />
          <span>{SITE.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <NavLink
            to={paths.emergency()}
            className="rounded-md px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            Emergency
          </NavLink>
          <Link to={paths.book()} className="btn-primary ml-2">
            Book Now
          </Link>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>

      <nav id={menuId} aria-label="Main" hidden={!menuOpen} className="border-t border-slate-200 bg-white lg:hidden">
        <ul className="container-page flex flex-col gap-1 py-3">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={(s) => `block ${linkClass(s)}`}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={paths.emergency()} className="block rounded-md px-3 py-2 text-sm font-semibold text-red-700">
              Emergency
            </NavLink>
          </li>
          <li className="pt-2">
            <Link to={paths.book()} className="btn-primary w-full">
              Book Now
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
