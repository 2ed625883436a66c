import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";

import type { Route } from "./+types/root";
import inlineCss from "./app.css?inline";
import { SiteFooter } from "./components/site-footer";
import { HydrationMarker } from "./components/hydration-marker";
import { MAIN_ID, NavigationFocus } from "./components/navigation-focus";
import { SiteHeader } from "./components/site-header";
import { StartupFallback } from "./components/startup-fallback";
import { UtmCapture } from "./components/utm-capture";
import { SITE } from "./content/site";
import { paths } from "../rules/paths";
import { useNonce } from "./lib/nonce";
import { STARTUP_GUARD_SCRIPT } from "./lib/startup-guard";

// The stylesheet and the startup guard are inlined into every page. The browser bundle
// reads them back from the page rather than carrying second copies on every page (docs/performance.md);
// a client re-render keeps them.
const inlinedText = (id: string) => document.getElementById(id)?.textContent ?? "";
const appCss = import.meta.env.SSR ? inlineCss : inlinedText("app-css");
const startupGuard = import.meta.env.SSR ? STARTUP_GUARD_SCRIPT : inlinedText("startup-guard");

// Every page names itself; this names the shell served for pages drawn in the browser (the inbox,
// status links, unknown addresses), which would otherwise have no title until the app starts.
export const meta: Route.MetaFunction = () => [{ title: SITE.name }];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  // Pages rendered per request allow their inline scripts by this response's nonce.
  const nonce = useNonce();
  return (
    <html lang="en-NZ">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#115e59" />
        <script id="startup-guard" nonce={nonce} dangerouslySetInnerHTML={{ __html: startupGuard }} />
        <Meta />
        {/* Inlined: no render-blocking stylesheet request before the first paint. */}
        <style id="app-css" dangerouslySetInnerHTML={{ __html: appCss }} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <StartupFallback />
        <HydrationMarker />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The operator inbox's screens: they carry their own AdminShell, not the public site's header and footer. */
const INBOX_PATH = /^\/admin(\/|$)/;
/** A practice's private pages (its e-mailed link, its account): the site's header without the public menu. */
const PRACTICE_PATH = /^\/practice(\/|$)/;

export default function App() {
  const { pathname } = useLocation();
  const inbox = INBOX_PATH.test(pathname);
  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <UtmCapture />
      {!inbox && <SiteHeader practice={PRACTICE_PATH.test(pathname)} />}
      {/* Focusable by script (skip link, NavigationFocus) but not a Tab stop; no ring round the whole page. */}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      {!inbox && <SiteFooter />}
      <NavigationFocus />
    </>
  );
}

/** Shown by client-only pages (and the SPA fallback) until the app has started. */
export function HydrateFallback() {
  return (
    <div className="container-page py-16 text-center">
      <p className="text-xl font-bold text-brand-800">{SITE.name}</p>
      <p className="mt-2 text-slate-700">Loading…</p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let heading = "Something went wrong";
  let detail = "Sorry, this page could not be shown. Please try again, or go back to the home page.";
  if (isRouteErrorResponse(error) && error.status === 404) {
    heading = "Page not found";
    detail = "We could not find that page.";
  } else {
    console.error(error);
  }
  return (
    <>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="container-page flex-1 py-16 outline-none">
        <h1 className="text-3xl font-bold">{heading}</h1>
        <p className="mt-3 text-slate-700">{detail}</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <a className="btn-primary" href={paths.home()}>
            Go to the home page
          </a>
          <a className="btn-secondary" href={paths.emergency()}>
            Dental emergency?
          </a>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
