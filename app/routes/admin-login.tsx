import { redirect, replace, useFetcher, useSearchParams } from "react-router";

import type { Route } from "./+types/admin-login";
import { AdminInput } from "../components/admin-fields";
import { AdminError } from "../components/admin-shell";
import { adminMeta, attempt, signIn, signOut } from "../lib/admin-api";
import { adminPaths } from "../../rules/admin-paths";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

/** Only a path inside the inbox may follow sign-in, never another site. */
function safeNext(next: string | null): string {
  return next && /^\/admin(\/|\?|$)/.test(next) && !next.startsWith("/admin/login") ? next : adminPaths.inbox();
}

/**
 * Signing in, and signing out (the inbox's "Sign out" button posts here from any inbox page).
 * A refused sign-in answers with the server's message; the page keeps what was typed.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "sign-out") {
    // Signed out in this browser even if the server could not be told (its session then expires on its own).
    await signOut().catch(() => undefined);
    return redirect(adminPaths.login());
  }
  const result = await attempt(async () => {
    await signIn(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
    return undefined;
  });
  return result.ok ? replace(safeNext(String(form.get("next") ?? ""))) : result;
}

export default function AdminLoginPage() {
  const [params] = useSearchParams();
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== "idle";
  // Hidden while the next attempt is sent, so the same refusal is announced again.
  const error = fetcher.state === "submitting" ? null : (fetcher.data?.error ?? null);

  return (
    <div className="bg-slate-50 py-12">
      <div className="container-page max-w-md">
        <div className="card p-6 sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">Operator sign-in</h1>
          <p className="mt-2 text-sm text-slate-700">The inbox is for NZ Dental Directory staff only.</p>
          <fetcher.Form method="post" className="mt-6 space-y-4">
            <input type="hidden" name="intent" value="sign-in" />
            <input type="hidden" name="next" value={params.get("next") ?? ""} />
            <AdminInput
              id="admin-email"
              label="E-mail address"
              name="email"
              type="email"
              autoComplete="username"
              required
            />
            <AdminInput
              id="admin-password"
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <AdminError message={error} />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? "Signing in…" : "Sign in"}
            </button>
          </fetcher.Form>
        </div>
      </div>
    </div>
  );
}
