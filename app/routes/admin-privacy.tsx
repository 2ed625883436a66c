import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";

import type { Route } from "./+types/admin-privacy";
import { AdminError, AdminShell } from "../components/admin-shell";
import { adminMeta, adminSend, ensureSession } from "../lib/admin-api";

export const meta: Route.MetaFunction = () => adminMeta("Privacy requests");

export async function clientLoader() {
  await ensureSession();
  return null;
}

export default function AdminPrivacyPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const onExport = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setResult(null);
    try {
      const data = await adminSend<{ submissions: unknown[] }>("POST", "/people/export", { email });
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = "personal-data.json";
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setResult(`Exported ${data.submissions.length} submission(s).`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The export failed.");
    }
  };

  const onDelete = async () => {
    setError(null);
    try {
      const { deleted } = await adminSend<{ deleted: number }>("POST", "/people/delete", { email });
      setResult(`Deleted ${deleted} submission(s) and their history.`);
      setConfirming(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The deletion failed.");
    }
  };

  return (
    <AdminShell title="Privacy requests">
      <div className="card max-w-2xl p-4 sm:p-6">
        <p className="text-sm text-slate-700">
          When someone asks for their data, or asks us to delete it, enter the e-mail address they used. Both actions
          are recorded in the audit log (with the address hashed, not in clear).
        </p>
        <form className="mt-4 space-y-3" onSubmit={(event) => void onExport(event)}>
          <div>
            <label className="field-label" htmlFor="privacy-email">
              E-mail address
            </label>
            <input
              className="field-input"
              id="privacy-email"
              type="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setConfirming(false);
              }}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary">
              Export their data (JSON)
            </button>
            <button type="button" className="btn-danger" disabled={!email} onClick={() => setConfirming(true)}>
              Delete their data…
            </button>
          </div>
        </form>
        {confirming && (
          <div className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3">
            <p className="text-sm text-red-900">
              Delete every submission stored under <bdi>{email}</bdi>, with its history? This cannot be undone.
            </p>
            <div className="mt-2 flex gap-2">
              <button type="button" className="btn-danger" onClick={() => void onDelete()}>
                Yes, delete everything
              </button>
              <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        )}
        <AdminError message={error} />
        {result && (
          <p
            role="status"
            className="mt-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
          >
            {result}
          </p>
        )}
      </div>
    </AdminShell>
  );
}
