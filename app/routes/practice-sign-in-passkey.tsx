import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from "@simplewebauthn/browser";
import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSubmit } from "react-router";

import type { Route } from "./+types/practice-sign-in-passkey";
import { PageHeader } from "../components/page-header";
import { SITE } from "../content/site";
import { useHydrated } from "../lib/use-hydrated";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";

// The second step of signing in for someone with a passkey (issue 36 item 1): the e-mailed link's
// button opened only a pending sign-in (its short cookie); a verified passkey opens the session.
// @simplewebauthn/browser is imported by this route's module only.
export const meta: Route.MetaFunction = () => [
  { title: `Sign in with your passkey | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await context.practiceAccount.passkeySignIn(request);
  return state.kind === "ready" ? state : data(state, { status: 410 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const response = form.get("response");
  const result = await context.practiceAccount.finishPasskeySignIn(request, {
    response: typeof response === "string" ? response : undefined,
  });
  if (result.kind === "failed") return data(result, { status: 400 });
  const headers = { "set-cookie": result.setCookie };
  if (result.kind === "signed-in") return redirect(practicePaths.home(), { headers });
  return data({ kind: "gone" as const }, { status: 410, headers });
}

export default function PracticeSignInPasskey() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  // The button works once this page's script runs (WebAuthn is JavaScript); until then it says so.
  const ready = useHydrated();

  if (loaded.kind !== "ready" || posted?.kind === "gone") {
    return (
      <>
        <PageHeader title="This sign-in has expired" />
        <div className="container-page max-w-xl space-y-4 pb-14">
          <p className="text-lg text-slate-800">
            After the e-mailed link, the passkey step lasts 10 minutes. Ask for a new sign-in link.
          </p>
          <p>
            <Link to={paths.practiceSignIn()} className="btn-primary">
              Get a new sign-in link
            </Link>
          </p>
        </div>
      </>
    );
  }
  const error = clientError ?? (posted?.kind === "failed" ? posted.message : null);
  const askPasskey = async () => {
    setClientError(null);
    try {
      const response = await startAuthentication({
        optionsJSON: JSON.parse(loaded.options) as PublicKeyCredentialRequestOptionsJSON,
      });
      submit({ response: JSON.stringify(response) }, { method: "post" });
    } catch {
      setClientError(
        "Your device did not answer with a passkey (it was cancelled or took too long). Please try again.",
      );
    }
  };
  return (
    <>
      <PageHeader
        title="Sign in with your passkey"
        lead={`${loaded.email} has a passkey: the e-mailed link is not enough on its own.`}
      />
      <div className="container-page max-w-xl pb-14">
        <Form
          method="post"
          className="card space-y-3 p-5 sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            void askPasskey();
          }}
        >
          <p>Your device asks for your fingerprint, face, PIN or security key.</p>
          <noscript>
            <p className="font-medium text-slate-900">
              Signing in with a passkey needs JavaScript: turn it on for this site, then open your sign-in link again.
            </p>
          </noscript>
          {error && (
            <p role="alert" className="font-medium text-red-700">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="btn-primary w-full sm:w-auto"
            disabled={!ready || navigation.state !== "idle"}
          >
            Use my passkey
          </button>
          <p className="text-sm text-slate-700">
            Lost your passkeys? Contact {SITE.name}: once we have checked it is you, we remove them and the e-mailed
            link signs you in again.
          </p>
        </Form>
      </div>
    </>
  );
}
