import type { ReactNode } from "react";
import { NavLink, useFetcher } from "react-router";

import { currentOperator } from "../lib/admin-api";
import { TypedText } from "./typed-text";
import { adminPaths } from "../../rules/admin-paths";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 ${
    isActive ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-4" : "text-slate-700"
  }`;

/** The inbox's frame: its one h1, the operator's tabs, who is signed in and sign-out. */
export function AdminShell({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const signOut = useFetcher();
  const operator = currentOperator();
  return (
    <div className="bg-slate-50 pb-12">
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-2 py-2">
          <nav aria-label="Inbox" className="flex flex-wrap gap-1">
            <NavLink to={adminPaths.inbox()} end className={tabClass}>
              Inbox
            </NavLink>
            <NavLink to={adminPaths.listings()} className={tabClass}>
              Listings
            </NavLink>
            <NavLink to={adminPaths.onboarding()} className={tabClass}>
              New practices
            </NavLink>
            <NavLink to={adminPaths.listingChanges()} className={tabClass}>
              Listing changes
            </NavLink>
            <NavLink to={adminPaths.contactChanges()} className={tabClass}>
              Contact changes
            </NavLink>
            <NavLink to={adminPaths.privacy()} className={tabClass}>
              Privacy requests
            </NavLink>
            <NavLink to={adminPaths.audit()} className={tabClass}>
              Audit log
            </NavLink>
            <NavLink to={adminPaths.reviews()} className={tabClass}>
              Reviews
            </NavLink>
            <NavLink to={adminPaths.outbox()} className={tabClass}>
              Outgoing mail
            </NavLink>
            <NavLink to={adminPaths.responseTimes()} className={tabClass}>
              Response times
            </NavLink>
            <NavLink to={adminPaths.reviewRepliesReports()} className={tabClass}>
              Replies and reports
            </NavLink>
          </nav>
          <div className="flex items-center gap-3 text-sm text-slate-700">
            {operator && (
              <span>
                Signed in as <TypedText text={operator} />
              </span>
            )}
            {/* Handled by the sign-in page's clientAction, which then shows that page. */}
            <signOut.Form method="post" action={adminPaths.login()}>
              <input type="hidden" name="intent" value="sign-out" />
              <button type="submit" className="btn-secondary py-1.5">
                Sign out
              </button>
            </signOut.Form>
          </div>
        </div>
      </div>
      <div className="container-page pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
          {actions}
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}

/** A refused change's message, announced at once (role="alert"). */
export function AdminError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** A change's outcome, announced politely (role="status"). */
export function AdminNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className="mt-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
      {message}
    </p>
  );
}
