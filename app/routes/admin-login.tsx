import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";

import type { Route } from "./+types/admin-login";
import { AdminError } from "../components/admin-shell";
import { adminMeta, adminPaths, signIn } from "../lib/admin-api";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

/** Only a path inside the inbox may follow sign-in, never another site. */
function safeNext(next: string | null): string {
  return next && /^\/admin(\/|\?|$)/.test(next) && !next.startsWith("/admin/login") ? next : adminPaths.inbox();
}

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await signIn(String(data.get("email") ?? ""), String(data.get("password") ?? ""));
      navigate(safeNext(params.get("next")), { replace: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Sign-in failed. Please try again.");
      setBusy(false);
    }
  };

  return (
    <div className="bg-slate-50 py-12">
      <div className="container-page max-w-md">
        <div className="card p-6 sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">Operator sign-in</h1>
          <p className="mt-2 text-sm text-slate-700">The inbox is for NZ Dental Directory staff only.</p>
          <form className="mt-6 space-y-4" onSubmit={(event) => void onSubmit(event)}>
            <div>
              <label className="field-label" htmlFor="admin-email">
                E-mail address
              </label>
              <input
                className="field-input"
                id="admin-email"
                name="email"
                type="email"
                autoComplete="username"
                required
              />
            </div>
            <div>
              <label className="field-label" htmlFor="admin-password">
                Password
              </label>
              <input
                className="field-input"
                id="admin-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
            </div>
            <AdminError message={error} />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? "Signing in…" : "Sign in"}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
