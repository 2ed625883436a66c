import { useState } from "react";
import { useFetcher, useSearchParams } from "react-router";

import type { Route } from "./+types/admin-privacy";
import { ActionForm } from "../components/admin-action-form";
import { AdminInput } from "../components/admin-fields";
import { AdminError, AdminNotice, AdminShell } from "../components/admin-shell";
import { adminMeta, adminSend, attempt, download, ensureSession } from "../lib/admin-api";
import { TypedText } from "../components/typed-text";

export const meta: Route.MetaFunction = () => adminMeta("Privacy requests");

export async function clientLoader() {
  await ensureSession();
  return null;
}

/** Export (a JSON download) or delete everything stored under one e-mail address; `intent` says which. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const email = String(form.get("email") ?? "");
  const result = await attempt(async () => {
    if (intent === "delete") {
      const { deleted } = await adminSend<{ deleted: number }>("POST", "/people/delete", { email });
      return `Deleted ${deleted} submission(s) and their history.`;
    }
    const data = await adminSend<{ submissions: unknown[] }>("POST", "/people/export", { email });
    download("personal-data.json", data);
    return `Exported ${data.submissions.length} submission(s).`;
  });
  return { intent, ...result };
}

export default function AdminPrivacyPage() {
  const [params] = useSearchParams();
  const fetcher = useFetcher<typeof clientAction>();
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [confirming, setConfirming] = useState(false);
  // The last answer; hidden while the next request is sent, so the same words are announced again.
  const result = fetcher.state === "submitting" ? undefined : fetcher.data;

  // Once a deletion went through there is nothing left to confirm. Adjusted while rendering, on each
  // new answer (React's advice for state that follows other state), rather than in an effect.
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (fetcher.data?.intent === "delete" && fetcher.data.ok) setConfirming(false);
  }

  return (
    <AdminShell title="Privacy requests">
      <div className="card max-w-2xl p-4 sm:p-6">
        <p className="text-sm text-slate-700">
          When someone asks for their data, or asks us to delete it, enter the e-mail address they used. Both actions
          are recorded in the audit log (with the address hashed, not in clear).
        </p>
        <ActionForm fetcher={fetcher} intent="export" className="mt-4 space-y-3">
          <AdminInput
            id="privacy-email"
            label="E-mail address"
            name="email"
            type="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setConfirming(false);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary">
              Export their data (JSON)
            </button>
            <button type="button" className="btn-danger" disabled={!email} onClick={() => setConfirming(true)}>
              Delete their data…
            </button>
          </div>
        </ActionForm>
        {confirming && (
          <div className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3">
            <p className="text-sm text-red-900">
              Delete every submission stored under <TypedText text={email} />, with its history? This cannot be undone.
            </p>
            <ActionForm fetcher={fetcher} intent="delete" className="mt-2 flex gap-2">
              <input type="hidden" name="email" value={email} />
              <button type="submit" className="btn-danger">
                Yes, delete everything
              </button>
              <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </ActionForm>
          </div>
        )}
        <AdminError message={result?.ok === false ? result.error : null} />
        <AdminNotice message={result?.ok ? result.message : null} />
      </div>
    </AdminShell>
  );
}
