import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-sign-in-link";
import { PageHeader } from "../components/page-header";
import { SITE } from "../content/site";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
import type { SignInLinkState } from "../../rules/api/practice-account";

// The single-use link a practice user was e-mailed. Opening it signs nobody in (mail scanners open
// links too): its button does, once, and the link is spent.
export const meta: Route.MetaFunction = () => [
  { title: `Sign in | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

const STATUS = { missing: 404, used: 410, expired: 410 } as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await context.practiceAccount.linkState(params.token);
  return state.kind === "valid" ? state : data(state, { status: STATUS[state.kind] });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const result = await context.practiceAccount.useLink(request, params.token);
  if (result.kind === "signed-in") {
    return redirect(practicePaths.home(), { headers: { "set-cookie": result.setCookie } });
  }
  if (result.kind === "passkey-needed") {
    return redirect(practicePaths.signInPasskey(), { headers: { "set-cookie": result.setCookie } });
  }
  return data(result, { status: STATUS[result.kind] });
}

const GONE: Record<Exclude<SignInLinkState["kind"], "valid">, { title: string; text: string }> = {
  missing: {
    title: "This link does not sign you in",
    text: "Check that the whole address from the e-mail was copied.",
  },
  used: { title: "This link has been used", text: "Each sign-in link works once. Ask for a new one." },
  expired: { title: "This link has expired", text: "Sign-in links work for 15 minutes. Ask for a new one." },
};

export default function PracticeSignInLink() {
  const loaded = useLoaderData<typeof loader>();
  const used = useActionData<typeof action>();
  const state = used ?? loaded;
  if (state.kind !== "valid") {
    const gone = GONE[state.kind];
    return (
      <>
        <PageHeader title={gone.title} />
        <div className="container-page max-w-xl space-y-4 pb-14">
          <p className="text-lg text-slate-800">{gone.text}</p>
          <p>
            <Link to={paths.practiceSignIn()} className="btn-primary">
              Get a new sign-in link
            </Link>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={state.purpose === "invitation" ? "Accept your invitation" : "Sign in to your practice"}
        lead={
          state.practiceName
            ? `You have been invited to ${state.practiceName}'s account on ${SITE.name}.`
            : `Continue to your practice's account on ${SITE.name}.`
        }
      />
      <div className="container-page max-w-xl pb-14">
        <Form method="post" reloadDocument className="card space-y-3 p-5 sm:p-6">
          <p>This link works once. Use it on the device where you want to stay signed in.</p>
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {state.purpose === "invitation" ? "Accept and sign in" : "Sign in"}
          </button>
        </Form>
      </div>
    </>
  );
}
