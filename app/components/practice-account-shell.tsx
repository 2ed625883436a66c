import type { ReactNode } from "react";
import { data, Form, Link, redirect } from "react-router";

import { PageHeader } from "./page-header";
import type { PracticeMe, Signed } from "../../rules/api/practice-account";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
import { can, ROLE_LABELS } from "../../rules/practice-account";

/*
 * What every signed-in practice page shares: the answer to "who is this?" (a signed-out visitor is
 * sent to sign in), the practice switcher for people in several practices, the account's links and
 * the two sign-outs. Every form is a plain post: the pages work without JavaScript.
 */

/** A page's loader answer: signed out → the sign-in page; otherwise the answer, 403 when forbidden. */
export function signedInOrRedirect<T extends object>(result: Signed<T>) {
  if (result.kind === "signed-out") throw redirect(paths.practiceSignIn());
  if (result.kind === "forbidden") return data(result, { status: 403 });
  if (result.kind === "no-practice") return data(result, { status: 403 });
  return result;
}

export function PracticeShell({ me, title, children }: { me: PracticeMe; title: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader
        title={title}
        lead={
          <>
            {me.current.practiceName} · signed in as{" "}
            {/* A long address breaks rather than running off a 320 px screen. */}
            <span className="break-all">{me.email}</span> ({ROLE_LABELS[me.current.role].toLowerCase()})
          </>
        }
      >
        <nav aria-label="Practice account" className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to={practicePaths.home()} className="font-semibold text-brand-800 underline">
            Requests
          </Link>
          <Link to={practicePaths.reviews()} className="font-semibold text-brand-800 underline">
            Reviews
          </Link>
          <Link to={practicePaths.figures()} className="font-semibold text-brand-800 underline">
            Figures
          </Link>
          <Link to={practicePaths.settings()} className="font-semibold text-brand-800 underline">
            Settings
          </Link>
          {can(me.current.role, "edit-listing") && (
            <Link to={practicePaths.listing()} className="font-semibold text-brand-800 underline">
              Listing
            </Link>
          )}
          {can(me.current.role, "manage-users") && (
            <Link to={practicePaths.team()} className="font-semibold text-brand-800 underline">
              People
            </Link>
          )}
          {can(me.current.role, "see-plan") && (
            <Link to={practicePaths.plan()} className="font-semibold text-brand-800 underline">
              Plan
            </Link>
          )}
          {can(me.current.role, "manage-passkeys") && (
            <Link to={practicePaths.security()} className="font-semibold text-brand-800 underline">
              Passkeys
            </Link>
          )}
          <Form method="post" action={practicePaths.signOut()} reloadDocument className="inline">
            <button type="submit" className="font-semibold text-brand-800 underline">
              Sign out
            </button>
          </Form>
          <Form method="post" action={practicePaths.signOut()} reloadDocument className="inline">
            <input type="hidden" name="everywhere" value="1" />
            <button type="submit" className="font-semibold text-brand-800 underline">
              Sign out everywhere
            </button>
          </Form>
        </nav>
        {me.practices.length > 1 && (
          <Form
            method="post"
            action={practicePaths.switch()}
            reloadDocument
            className="mt-4 flex flex-wrap items-end gap-2"
          >
            <div>
              <label htmlFor="practice-switch" className="field-label">
                Practice
              </label>
              <select id="practice-switch" name="practice" defaultValue={me.current.practiceId} className="field-input">
                {me.practices.map((p) => (
                  <option key={p.practiceId} value={p.practiceId}>
                    {p.practiceName} ({ROLE_LABELS[p.role].toLowerCase()})
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-secondary h-11">
              Switch
            </button>
          </Form>
        )}
      </PageHeader>
      <div className="container-page pb-14">
        <div className="max-w-4xl space-y-5">{children}</div>
      </div>
    </>
  );
}

/** A signed-in visitor who may not see this page, or belongs to no practice (any more). */
export function NotAllowed({
  result,
}: {
  result: { kind: "forbidden"; message: string; me: PracticeMe } | { kind: "no-practice"; email: string };
}) {
  if (result.kind === "forbidden") {
    return (
      <PracticeShell me={result.me} title="Not available to your role">
        <p role="alert" className="text-lg text-slate-800">
          {result.message}
        </p>
      </PracticeShell>
    );
  }
  return (
    <>
      <PageHeader
        title="No practice yet"
        lead={`You are signed in as ${result.email}, but no practice's account includes you any more.`}
      />
      <div className="container-page max-w-xl pb-14">
        <Form method="post" action={practicePaths.signOut()} reloadDocument>
          <button type="submit" className="btn-primary">
            Sign out
          </button>
        </Form>
      </div>
    </>
  );
}
