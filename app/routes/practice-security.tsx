import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from "@simplewebauthn/browser";
import { useState } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useSubmit } from "react-router";

import type { Route } from "./+types/practice-security";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { SITE } from "../content/site";
import { useHydrated } from "../lib/use-hydrated";
import { formatDate } from "../lib/dates";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
import { nzDateTime, nzDateTimeText } from "../../rules/nz-time";
import { PASSKEY_NAME_MAX } from "../../rules/practice-security";
import { Notice } from "../components/notice";

// The owner's passkeys (issue 36 item 1): add one (WebAuthn, through @simplewebauthn/browser,
// imported by this route's module only: never in a public page's chunk), name it, list and remove
// them. Once an owner has one, the e-mailed link alone no longer signs them in.
export const meta: Route.MetaFunction = () => [
  { title: `Passkeys | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return signedInOrRedirect(await context.practiceAccount.security(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : undefined;
  };
  if (text("intent") === "remove") {
    const removed = await context.practiceAccount.removePasskey(request, text("id") ?? "");
    if (removed.kind === "signed-out") return redirect(paths.practiceSignIn());
    if (removed.kind !== "ok") return data({ kind: "forbidden" as const }, { status: 403 });
    if (removed.result.kind === "refused") return data(removed.result, { status: 409 });
    return removed.result;
  }
  const added = await context.practiceAccount.addPasskey(request, { name: text("name"), response: text("response") });
  if (added.kind === "signed-out") return redirect(paths.practiceSignIn());
  if (added.kind !== "ok") return data({ kind: "forbidden" as const }, { status: 403 });
  if (added.result.kind === "invalid") return data(added.result, { status: 400 });
  return added.result;
}

const day = (iso: string) => formatDate(nzDateTime(new Date(iso)).date);

export default function PracticeSecurity() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  // The button works once this page's script runs (WebAuthn is JavaScript); until then it says so.
  const ready = useHydrated();
  if (loaded.kind !== "ok") return <NotAllowed result={loaded} />;
  const { me, security } = loaded;
  const errors = posted?.kind === "invalid" ? posted.errors : {};
  const nameError = clientError ? undefined : errors.name;
  const passkeyError = clientError ?? errors.passkey;
  const busy = navigation.state !== "idle";

  const onAdd = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setClientError(null);
    const formData = new FormData(event.currentTarget);
    if (!String(formData.get("name") ?? "").trim()) {
      // The server says the same; asking the device first would waste the owner's touch.
      submit(formData, { method: "post" });
      return;
    }
    try {
      const response = await startRegistration({
        optionsJSON: JSON.parse(security.options) as PublicKeyCredentialCreationOptionsJSON,
      });
      formData.set("response", JSON.stringify(response));
      submit(formData, { method: "post" });
    } catch (caught) {
      setClientError(
        caught instanceof Error && caught.name === "InvalidStateError"
          ? "This device already has a passkey for your account."
          : "Your device did not make a passkey (it was cancelled or took too long). Please try again.",
      );
    }
  };

  return (
    <PracticeShell me={me} title="Passkeys">
      {posted?.kind === "added" && (
        <Notice tone="status">
          Passkey “{posted.name}” added. From now on, signing in asks for a passkey after the e-mailed link.
        </Notice>
      )}
      {posted?.kind === "removed" && (
        <Notice tone="status">
          Passkey “{posted.name}” removed.
          {posted.left === 0 ? " You have no passkey now: the e-mailed link alone signs you in again." : ""}
        </Notice>
      )}
      {(posted?.kind === "refused" || posted?.kind === "forbidden") && (
        <Notice tone="alert">
          {posted.kind === "refused" ? posted.message : "Passkeys are for the practice's owners."}
        </Notice>
      )}
      <section aria-labelledby="passkeys-heading" className="card p-5 sm:p-6">
        <h2 id="passkeys-heading" className="text-lg font-bold">
          Your passkeys
        </h2>
        <p className="mt-1 text-slate-800">
          A passkey is kept by your phone, computer or security key and unlocked with your fingerprint, face or PIN.
          Once you have one, the e-mailed sign-in link is not enough on its own: after its Sign in button we ask for
          your passkey, so someone who reads your e-mail cannot sign in as you.
        </p>
        {security.passkeys.length === 0 ? (
          <p className="mt-3 text-slate-800">You have no passkey yet: the e-mailed link alone signs you in.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {security.passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                <div className="min-w-0">
                  <p className="font-semibold [overflow-wrap:anywhere]">{p.name}</p>
                  <p className="text-sm text-slate-700">
                    Added {day(p.createdAt)} ·{" "}
                    {p.lastUsedAt ? `last used to sign in ${nzDateTimeText(p.lastUsedAt)}` : "not used to sign in yet"}
                  </p>
                </div>
                <Form method="post" reloadDocument>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={p.id} />
                  <button type="submit" className="btn-secondary" aria-label={`Remove passkey ${p.name}`}>
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {!security.verified && security.passkeys.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">
            Removing a passkey needs a session opened with one: sign out, then sign in with a new link and your passkey.
          </p>
        )}
      </section>
      <section aria-labelledby="add-heading" className="card p-5 sm:p-6">
        <h2 id="add-heading" className="text-lg font-bold">
          Add a passkey
        </h2>
        <noscript>
          <p className="mt-2 font-medium text-slate-900">
            Adding a passkey needs JavaScript: your browser asks your device to make the key. Turn JavaScript on for
            this site to add one.
          </p>
        </noscript>
        <Form method="post" className="mt-3 space-y-2" onSubmit={(event) => void onAdd(event)} noValidate>
          <input type="hidden" name="intent" value="add" />
          <label htmlFor="passkey-name" className="field-label">
            A name for it, such as the device it is on
          </label>
          <input
            id="passkey-name"
            name="name"
            type="text"
            maxLength={PASSKEY_NAME_MAX}
            defaultValue={posted?.kind === "invalid" ? posted.values.name : ""}
            key={posted?.kind === "added" ? posted.name : "name"}
            className="field-input max-w-md"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "passkey-name-error" : undefined}
          />
          {nameError && (
            <p id="passkey-name-error" className="text-sm font-medium text-red-700">
              {nameError}
            </p>
          )}
          {passkeyError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {passkeyError}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={!ready || busy}>
            Add a passkey
          </button>
        </Form>
      </section>
      <section aria-labelledby="lost-heading" className="card p-5 sm:p-6">
        <h2 id="lost-heading" className="text-lg font-bold">
          If you lose your passkeys
        </h2>
        <p className="mt-1 text-slate-800">
          Add a second passkey on another device, so losing one does not lock you out. If you lose them all, contact{" "}
          {SITE.name}: once we have checked it is you (we call the practice's listed phone number), we remove your
          passkeys, end your sessions, and your next e-mailed link signs you in alone. Then add a new passkey here.
        </p>
      </section>
      <p>
        <a href={practicePaths.home()} className="font-semibold text-brand-800 underline">
          Back to the requests
        </a>
      </p>
    </PracticeShell>
  );
}
