import { data, Form, redirect, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-team";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { SITE } from "../content/site";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
import { PRACTICE_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../rules/practice-account";
import { Notice } from "../components/notice";

// The practice's people (issue 36 item 2): owners invite by e-mail and remove people.
export const meta: Route.MetaFunction = () => [
  { title: `People | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return signedInOrRedirect(await context.practiceAccount.team(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  if (values.intent === "remove") {
    const removed = await context.practiceAccount.remove(request, values.userId ?? "");
    if (removed.kind === "signed-out") return redirect(paths.practiceSignIn());
    if (removed.kind !== "ok") return data({ kind: "forbidden" as const }, { status: 403 });
    if (removed.result.kind === "refused")
      return data({ kind: "refused" as const, message: removed.result.message }, { status: 409 });
    return redirect(practicePaths.team());
  }
  const invited = await context.practiceAccount.invite(request, { email: values.email ?? "", role: values.role ?? "" });
  if (invited.kind === "signed-out") return redirect(paths.practiceSignIn());
  if (invited.kind !== "ok") return data({ kind: "forbidden" as const }, { status: 403 });
  if (invited.result.kind === "invalid") return data({ ...invited.result }, { status: 400 });
  return { kind: "invited" as const, email: invited.result.email, invitationSent: invited.result.invitationSent };
}

export default function PracticeTeam() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (loaded.kind !== "ok") return <NotAllowed result={loaded} />;
  const { me, members } = loaded;
  const errors = posted?.kind === "invalid" ? posted.errors : {};
  const values = posted?.kind === "invalid" ? posted.values : {};
  return (
    <PracticeShell me={me} title="People">
      {posted?.kind === "invited" &&
        (posted.invitationSent ? (
          <Notice tone="status">We have e-mailed {posted.email} an invitation. Its link works once, for 7 days.</Notice>
        ) : (
          // The daily limit per address (D703) held the invitation back: the person is added all the same.
          <Notice tone="status">
            {posted.email} is added, but we have e-mailed that address as often as we may today, so no invitation went
            out. They can sign in with it from Practice sign in, which e-mails them a link.
          </Notice>
        ))}
      {(posted?.kind === "refused" || posted?.kind === "forbidden") && (
        <Notice tone="alert">
          {posted.kind === "refused" ? posted.message : "Only the practice's owners can manage its people."}
        </Notice>
      )}
      <section aria-labelledby="people-heading" className="card p-5 sm:p-6">
        <h2 id="people-heading" className="text-lg font-bold">
          Who can sign in to {me.current.practiceName}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200">
          {members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <strong>{m.email}</strong> · {ROLE_LABELS[m.role]}
                {m.you ? " (you)" : ""}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="userId" value={m.userId} />
                <button type="submit" className="btn-secondary" aria-label={`Remove ${m.email}`}>
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="invite-heading" className="card p-5 sm:p-6">
        <h2 id="invite-heading" className="text-lg font-bold">
          Invite someone
        </h2>
        <Form method="post" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="invite" />
          <div>
            <label htmlFor="invite-email" className="field-label">
              Their e-mail address
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              required
              maxLength={254}
              defaultValue={values.email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "invite-email-error" : undefined}
              className={errors.email ? "field-input border-red-700 ring-1 ring-red-700" : "field-input"}
            />
            {errors.email && (
              <p id="invite-email-error" className="pt-1 text-sm font-medium text-red-700">
                {errors.email}
              </p>
            )}
          </div>
          <fieldset aria-describedby={errors.role ? "invite-role-error" : undefined}>
            <legend className="field-label">Role</legend>
            {PRACTICE_ROLES.map((role) => (
              <label key={role} className="flex items-start gap-2 py-1">
                <input
                  type="radio"
                  name="role"
                  value={role}
                  defaultChecked={(values.role ?? "reception") === role}
                  className="mt-1"
                />
                <span>
                  <strong>{ROLE_LABELS[role]}</strong>: {ROLE_DESCRIPTIONS[role]}
                </span>
              </label>
            ))}
            {errors.role && (
              <p id="invite-role-error" className="pt-1 text-sm font-medium text-red-700">
                {errors.role}
              </p>
            )}
          </fieldset>
          <button type="submit" className="btn-primary">
            Send the invitation
          </button>
        </Form>
      </section>
    </PracticeShell>
  );
}
