import { data, Form, Link, useActionData, useNavigation } from "react-router";

import type { Route } from "./+types/practice-sign-in";
import { PageHeader } from "../components/page-header";
import { SITE } from "../content/site";
import { paths } from "../../rules/paths";
import { SIGN_IN_LINK_MINUTES } from "../../rules/practice-account";

// Practice sign-in (issue 36 item 1): no password; a single-use link is e-mailed to the address,
// and the answer is the same whether or not the address belongs to a practice user.
export const meta: Route.MetaFunction = () => [
  { title: `Practice sign in | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { email: String(form.get("email") ?? "") };
  const result = await context.practiceAccount.requestLink(values);
  if (result.kind === "invalid") return data(result, { status: 400 });
  return result;
}

export default function PracticeSignIn() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const error = result?.kind === "invalid" ? result.errors.email : undefined;
  const typed = result && "values" in result ? result.values.email : undefined;
  return (
    <>
      <PageHeader
        title="Practice sign in"
        lead="For practices listed on NZ Dental Directory: see and answer your booking requests, and manage who in your team can."
      />
      <div className="container-page max-w-xl space-y-5 pb-14">
        {result?.kind === "done" ? (
          <div role="status" className="card space-y-3 p-5 sm:p-6">
            <h2 className="text-lg font-bold">Check your e-mail</h2>
            <p>
              If <strong className="[overflow-wrap:anywhere]">{result.email}</strong> belongs to someone in a practice's
              account, we have sent it a sign-in link. The link works once, for {SIGN_IN_LINK_MINUTES} minutes. Asked
              several times? Use the newest link we sent: after a few, we send it again rather than a new one.
            </p>
            <p className="text-sm text-slate-700">
              Nothing arrived? Check your spam folder, or ask your practice's owner to invite you.
            </p>
            <p>
              <Link to={paths.practiceSignIn()} className="text-brand-800 underline">
                Send another link
              </Link>
            </p>
          </div>
        ) : (
          <Form method="post" className="card space-y-4 p-5 sm:p-6" aria-labelledby="sign-in-heading">
            <h2 id="sign-in-heading" className="text-lg font-bold">
              Get a sign-in link
            </h2>
            <div>
              <label htmlFor="practice-email" className="field-label">
                Your e-mail address
              </label>
              <input
                id="practice-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                defaultValue={typed}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "practice-email-error" : "practice-email-hint"}
                className={error ? "field-input border-red-700 ring-1 ring-red-700" : "field-input"}
              />
              {error ? (
                <p id="practice-email-error" className="pt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : (
                <p id="practice-email-hint" className="pt-1 text-sm text-slate-700">
                  The address your practice's owner added you with. No password needed.
                </p>
              )}
            </div>
            <button type="submit" className="btn-primary w-full sm:w-auto" aria-disabled={busy || undefined}>
              {busy ? "Sending…" : "E-mail me a sign-in link"}
            </button>
          </Form>
        )}
        <p className="text-sm text-slate-700">
          Not listed yet?{" "}
          <Link to={paths.partner()} className="text-brand-800 underline">
            Partner with us
          </Link>
          . Questions? Call us on {SITE.phone}.
        </p>
      </div>
    </>
  );
}
